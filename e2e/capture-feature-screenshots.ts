// Captures the batch, compare and code screenshots (issue 6) against a running server:
// `APP_DIST=dist npx tsx scripts/serve.ts --port 4301 --latency 40`, then `npx tsx e2e/capture-feature-screenshots.ts [--base URL]`.
import type { Page } from '@playwright/test';
import { baseUrl, launchBrowser, shot, usePlain } from './capture-kit';

const base = baseUrl(4301);

async function run(page: Page, id: string, lang = 'cn') {
  const form = page.getByRole('region', { name: 'Lookup' });
  await form.getByLabel('lang', { exact: true }).selectOption(lang);
  await form.getByLabel('item_id', { exact: true }).fill(id);
  await form.getByLabel('item_id', { exact: true }).press('Enter');
  await page.getByRole('region', { name: /^Result/ }).and(page.locator('[aria-busy="false"]')).waitFor();
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(base);
  await usePlain(page);

  await run(page, 'shop_1000000', 'cn');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Code', exact: true }).click();
  await page.getByTestId('snippet-code').waitFor();
  await shot(page, 'snippets');

  await run(page, 'shop_1000000', 'en');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Compare' }).click();
  await page.getByRole('region', { name: 'Envelope' }).waitFor();
  await shot(page, 'compare');

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Batch' }).click();
  const batch = page.getByRole('region', { name: 'Batch lookup' });
  const ids = Array.from({ length: 600 }, (_, i) => `shop_${1_003_000 + i}`);
  ids.splice(40, 0, 'fault-4001', 'nosuch_1', 'shop_1003000', 'bad id');
  await batch.getByLabel(/^Identifiers/).fill(ids.join('\n'));
  await batch.getByRole('button', { name: /^Start batch/ }).click();
  // 500 calls or more are confirmed before they start.
  await batch.getByRole('button', { name: /^Make .* calls$/ }).click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="batch-found"]')?.textContent?.replace(/\D/g, '')) >= 150);
  await shot(page, 'batch-running');
  await batch.getByTestId('batch-status').filter({ hasText: 'Finished' }).waitFor({ timeout: 120_000 });
  await batch.getByRole('button', { name: 'error_code' }).click();
  await batch.getByRole('button', { name: 'error_code' }).click();
  await shot(page, 'batch-finished');
} finally {
  await browser.close();
}
