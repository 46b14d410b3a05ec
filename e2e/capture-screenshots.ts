// Captures the README/docs screenshots against a running server: `npx tsx scripts/serve.ts --port 4300 --latency 40`,
// then `npx tsx e2e/capture-screenshots.ts [--base http://127.0.0.1:4300]`. PNGs go to docs/screenshots/.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { baseUrl, launchBrowser, SCREENSHOTS_DIR as out, shot, usePlain } from './capture-kit';

const base = baseUrl(4300);

async function lookup(page: Page, query: string) {
  await page.goto(`${base}/${query}`);
  const result = page.getByRole('region', { name: /^Result/ });
  await result.and(page.locator('[aria-busy="false"]')).waitFor();
  return result;
}

const browser = await launchBrowser();
try {
  const wide = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  await wide.goto(base);
  await usePlain(wide);
  // Remembered for this tab, so the deep links below run at once.
  await wide.getByRole('radio', { name: 'This tab' }).check();
  await shot(wide, 'empty-state');

  await lookup(wide, '?op=company&item_id=shop_1000000&cache=yes&result_type=json&lang=cn');
  await shot(wide, 'company-record-1440');

  await lookup(wide, '?op=product&num_iid=600000000000&cache=yes&result_type=json&lang=en');
  await shot(wide, 'product-record');

  const rich = await lookup(wide, '?op=company&item_id=edge-rich_1&cache=yes&result_type=json&lang=en');
  await rich.getByRole('tab', { name: 'Description' }).click();
  await wide.locator('iframe.desc-frame').waitFor();
  await rich.getByRole('button', { name: 'Source' }).click();
  await shot(wide, 'description-frame');

  const xml = await lookup(wide, '?op=company&item_id=shop_1000000&cache=yes&result_type=xml&lang=cn');
  await xml.getByRole('tab', { name: 'Raw' }).click();
  await xml.getByTestId('raw-body').waitFor();
  await shot(wide, 'raw-xml');

  const env = await lookup(wide, '?op=company&item_id=shop_1000000&cache=yes&result_type=json&lang=ru');
  await env.getByRole('tab', { name: 'Envelope' }).click();
  await shot(wide, 'envelope');

  await usePlain(wide, 'quota-exhausted', 'quota-exhausted-secret');
  await lookup(wide, '?op=company&item_id=shop_1000000&cache=no&result_type=json&lang=cn');
  await shot(wide, 'error-4013');

  const panel = wide.getByRole('region', { name: 'Credentials' });
  await panel.getByRole('button', { name: 'Change credentials' }).click();
  await panel.getByRole('radio', { name: 'Signed' }).check();
  await panel.getByText('Make from secret').click();
  await panel.getByLabel('key', { exact: true }).fill('demo');
  await panel.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
  await panel.getByRole('button', { name: 'Make signed config' }).click();
  await panel.getByTestId('signed-expiry').waitFor();
  // Open again to show the signed fields next to the countdown.
  await panel.getByRole('button', { name: 'Change credentials' }).click();
  await panel.getByLabel('signature', { exact: true }).waitFor();
  await panel.screenshot({ path: path.join(out, 'signed-mode.png') });
  console.log('saved docs/screenshots/signed-mode.png');

  const narrow = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  await narrow.goto(base);
  await usePlain(narrow);
  await narrow.getByRole('region', { name: 'Lookup' }).getByLabel('item_id', { exact: true }).fill('shop_1000000');
  await narrow.getByRole('region', { name: 'Lookup' }).getByLabel('item_id', { exact: true }).press('Enter');
  await narrow.getByTestId('record-title').waitFor();
  await narrow.getByRole('region', { name: /^Result/ }).scrollIntoViewIfNeeded();
  await shot(narrow, 'company-record-375');
  await shot(narrow, 'company-record-375-full', true);
} finally {
  await browser.close();
}
