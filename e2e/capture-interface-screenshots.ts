// Captures the interface screenshots of issue 6 (Chinese, dark theme, presenter mode, shortcuts sheet) against a
// running server: `APP_DIST=dist npx tsx scripts/serve.ts --port 4301 --latency 40`, then
// `npx tsx e2e/capture-interface-screenshots.ts [--base URL]`.
import { chromium, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../playwright.config';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://127.0.0.1:4301' } } });
const base = values.base;
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

async function usePlain(page: Page) {
  const panel = page.locator('section[aria-labelledby="credentials-heading"]');
  await panel.getByLabel('key', { exact: true }).fill('demo');
  await panel.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
  await panel.locator('button[type="submit"]').first().click();
}

async function run(page: Page, id: string, lang = 'cn', operation: 'company' | 'product' = 'company') {
  await page.locator(`input[name="operation"][value="${operation}"]`).check();
  await page.locator('#lookup-lang').selectOption(lang);
  await page.locator('#lookup-id').fill(id);
  await page.locator('#lookup-id').press('Enter');
  await page.locator('[aria-busy="false"]').first().waitFor();
  await page.locator('[data-testid="record-title"]').waitFor();
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  // Let the last paint (fonts, theme) settle before the picture.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`saved docs/screenshots/${name}.png`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
try {
  const zh = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await zh.goto(base);
  await zh.locator('#app-language').selectOption('zh');
  await usePlain(zh);
  await run(zh, 'edge-rich_1', 'cn');
  await shot(zh, 'chinese-record');

  const dark = await browser.newPage({ viewport: { width: 1440, height: 1000 }, colorScheme: 'dark' });
  await dark.goto(base);
  await usePlain(dark);
  await run(dark, '600000000000', 'en', 'product');
  await shot(dark, 'dark-product-record');
  await dark.locator('body').click({ position: { x: 5, y: 400 } });
  await dark.keyboard.press('?');
  await dark.getByRole('dialog').waitFor();
  await shot(dark, 'shortcuts-sheet');

  const presenter = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await presenter.goto(base);
  await usePlain(presenter);
  await run(presenter, 'shop_1000000', 'en');
  await presenter.locator('body').click({ position: { x: 5, y: 400 } });
  await presenter.keyboard.press('p');
  await presenter.locator('.app--presenter').waitFor();
  await shot(presenter, 'presenter-mode');
} finally {
  await browser.close();
}
