// Captures the interface screenshots of issue 6 (Chinese, dark theme, presenter mode, shortcuts sheet) against a
// running server: `APP_DIST=dist npx tsx scripts/serve.ts --port 4301 --latency 40`, then
// `npx tsx e2e/capture-interface-screenshots.ts [--base URL]`.
import type { Page } from '@playwright/test';
import { baseUrl, launchBrowser, shot, usePlain } from './capture-kit';

const base = baseUrl(4301);

async function run(page: Page, id: string, lang = 'cn', operation: 'company' | 'product' = 'company') {
  await page.locator(`input[name="operation"][value="${operation}"]`).check();
  await page.locator('#lookup-lang').selectOption(lang);
  await page.locator('#lookup-id').fill(id);
  await page.locator('#lookup-id').press('Enter');
  await page.locator('[aria-busy="false"]').first().waitFor();
  await page.locator('[data-testid="record-title"]').waitFor();
}

const browser = await launchBrowser();
try {
  const zh = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await zh.goto(base);
  await usePlain(zh);
  await zh.locator('#app-language').selectOption('zh');
  await zh.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
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
