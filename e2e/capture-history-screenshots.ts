// Captures the history-with-answers screenshots (issue 14) against a running server:
// `APP_DIST=dist npx tsx scripts/serve.ts --port 4303 --latency 40`, then `npx tsx e2e/capture-history-screenshots.ts [--base URL]`.
// Every width (1440, 768, 375), theme and interface language goes to OUT (default /tmp/history-shots) to be looked at;
// KEEP=1440-light-en,… saves those combinations to docs/screenshots/ as history-<scene>-<width>-<theme>-<lang>.png.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, launchBrowser, SCREENSHOTS_DIR, usePlain } from './capture-kit';

const base = baseUrl(4303);
const out = process.env.OUT ?? '/tmp/history-shots';
const keep = (process.env.KEEP ?? '').split(',').filter(Boolean);
mkdirSync(out, { recursive: true });

async function save(page: Page, combo: string, scene: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const name = `history-${scene}-${combo}.png`;
  const dir = keep.includes(combo) ? SCREENSHOTS_DIR : out;
  await page.screenshot({ path: path.join(dir, name), fullPage });
  console.log(`saved ${path.join(dir, name)}`);
}

async function run(page: Page, id: string, operation: 'company' | 'product', lang: string, resultType = 'json') {
  await page.locator(`input[type=radio][value=${operation}]`).check();
  await page.locator('#lookup-id').fill(id);
  await page.locator('#lookup-lang').selectOption(lang);
  await page.locator('#lookup-result-type').selectOption(resultType);
  await page.locator('#lookup-id').press('Enter');
  await page.getByRole('region', { name: /^Result|^结果/ }).and(page.locator('[aria-busy="false"]')).waitFor({ timeout: 30_000 });
}

const browser = await launchBrowser();
try {
  for (const width of [1440, 768, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${width}-${theme}-${ui}`;
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 1000 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await usePlain(page);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        await run(page, 'shop_1000000', 'company', 'en');
        await run(page, 'shop_1000000', 'company', 'en');
        await run(page, '600000000001', 'product', 'cn', 'xml');
        await run(page, 'shop_999999999', 'company', 'cn');
        await run(page, 'shop_1000001', 'company', ui === 'zh' ? 'cn' : 'en', 'serialize');
        const history = page.getByRole('region', { name: /^History$|^历史记录$/ });
        await history.getByRole('button', { name: /^(Pin|固定) (product|商品) / }).click();
        // A fresh page: the answers come from IndexedDB, the credentials are gone with the reload.
        await page.reload();
        await history.getByRole('listitem').first().waitFor();
        await history.scrollIntoViewIfNeeded();
        await history.screenshot({ path: path.join(keep.includes(combo) ? SCREENSHOTS_DIR : out, `history-panel-${combo}.png`) });
        await history.getByRole('listitem').filter({ hasText: 'json · en' }).getByRole('button').first().click();
        await page.getByTestId('record-title').waitFor();
        // Opening a stored answer keeps the page where it was (wide screens); the picture is of the answer and its mark.
        await page.getByTestId('stored-mark').scrollIntoViewIfNeeded();
        await save(page, combo, 'stored');
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
