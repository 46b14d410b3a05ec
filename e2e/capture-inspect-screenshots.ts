// Captures the Inspect and shared-report screenshots (issue 14) against a running server:
// `APP_DIST=dist npx tsx scripts/serve.ts --port 4302 --latency 40`, then `npx tsx e2e/capture-inspect-screenshots.ts [--base URL]`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseUrl, launchBrowser, shot, usePlain } from './capture-kit';

const base = baseUrl(4302);

const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  const body = await (await page.request.get(`${base}/gateway/product/item_get/?key=demo&secret=demo-secret-2026&num_iid=600000000001&result_type=xml&lang=en`)).text();
  await page.goto(base);
  await usePlain(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Inspect', exact: true }).click();
  const warning = '<br />\n<b>Warning</b>:  Undefined array key "lang" in <b>/var/www/api/item_get.php</b> on line <b>12</b><br />\n';
  await page.getByRole('textbox', { name: 'Body' }).fill(`${warning}${body}`);
  await page.getByTestId('record-title').waitFor();
  await shot(page, 'inspect');

  const result = page.getByRole('region', { name: /^Result/ });
  await result.getByRole('button', { name: 'Share' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML report' }).click()]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.html');
  await download.saveAs(file);
  const report = await context.newPage();
  await report.goto(`file://${file}`);
  await report.getByTestId('record-title').waitFor();
  await shot(report, 'share-report');
} finally {
  await browser.close();
}
