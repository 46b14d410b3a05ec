// Sharing an answer: the HTML report opens offline from file://, shows record and description, runs nothing, loads
// nothing and holds no credential; the answer file opens in Inspect to the same record.
import { readFileSync } from 'node:fs';
import type { Request } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

test('the HTML report opens from file:// with record and description, runs no script, sends nothing, masks the key', async ({ page, context, credentials, lookup, result }, testInfo) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-hostile_1', lang: 'en' });
  await result.settled();
  const title = await result.title().innerText();

  await result.root.getByRole('button', { name: 'Share' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML report' }).click()]);
  expect(download.suggestedFilename()).toBe('company-edge-hostile_1-report.html');
  const file = testInfo.outputPath('report.html');
  await download.saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`);
  expect(html).not.toContain(DEMO.secret);
  expect(html).not.toContain(`key=${DEMO.key}`);
  expect(html).toContain('key=***');
  // client_ip is masked unless kept: the gateway sees the loopback address.
  // (the raw body is in the report HTML-escaped).
  expect(html).toContain('&quot;client_ip&quot;:&quot;*********&quot;');
  expect(html).not.toContain('&quot;client_ip&quot;:&quot;127.0.0.1&quot;');

  const report = await context.newPage();
  const requests: string[] = [];
  const dialogs: string[] = [];
  report.on('request', (r: Request) => requests.push(r.url()));
  report.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await report.goto(`file://${file}`);
  await expect(report.getByTestId('record-title')).toHaveText(title);
  const frame = report.frameLocator('iframe.report__desc');
  await expect(frame.getByText('This description carries hostile markup')).toBeVisible();
  await expect(report.locator('iframe.report__desc')).toHaveAttribute('sandbox', '');
  await frame.getByText('Hover over me.').hover();
  await expect(report.getByRole('heading', { name: 'Envelope explained' })).toBeVisible();
  expect(await report.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The report file itself is the only thing loaded.
  expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
  expect(requests).toHaveLength(1);
});

test('the answer file opens in Inspect to the same record', async ({ page, credentials, lookup, result, views, inspect }, testInfo) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000001', resultType: 'serialize' });
  await result.settled();
  const looked = await result.root.getByRole('tabpanel').innerText();

  await result.root.getByRole('button', { name: 'Share' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download answer file (JSON)' }).click()]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file, 'utf8')).not.toContain(DEMO.secret);

  await views.open('Inspect');
  await inspect.root.getByLabel('Open file').setInputFiles(file);
  await expect(inspect.status()).toContainText('Read as serialize');
  await expect(inspect.root).toContainText('A saved answer of');
  await expect(result.root.getByRole('tabpanel')).toHaveText(looked, { useInnerText: true });
});
