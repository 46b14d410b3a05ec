// Sharing an answer: the HTML report opens offline from file://, shows record and description, runs nothing, loads
// nothing and holds no credential. The answer file read back in Inspect and the billing sentence are checked in the
// whole app: src/app/share-handoff.test.tsx (issue 35, docs/test-levels.md).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { createGateway } from '../gateway/server';
import { zh as shareZh } from '../src/features/result/share/strings.zh';
import { DEMO, expect, lookupCalls, test } from './fixtures';

test('the HTML report opens from file:// with record and description, runs no script, sends nothing, masks the key', async ({ page, context, credentials, lookup, result }, testInfo) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-hostile_1', lang: 'en' });
  await result.settled();
  const title = await result.title().innerText();

  await result.root.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Include the raw body').check();
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

/** Downloads the HTML report from the open share panel, saved under the test's output folder. */
async function downloadReport(page: Page, file: string, button: string | RegExp = 'Download HTML report'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  await download.saveAs(file);
  return readFileSync(file, 'utf8');
}

test("the report embeds the gateway's pictures: opened from file:// they show with no request; no item_get", async ({ page, context, credentials, lookup, result }, testInfo) => {
  await page.goto('/');
  const calls = lookupCalls(page);
  await credentials.usePlain();
  await lookup.run({ operation: 'product', id: '600000000000', lang: 'en' });
  await result.settled();
  expect(calls).toHaveLength(1);
  await result.root.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Report title').fill('Sofa offer for ACME');
  await page.getByLabel('Vendor name (optional)').fill('Listing Co.');
  const html = await downloadReport(page, testInfo.outputPath('pictures.html'));
  // Making the report read pictures only: not one more item_get.
  expect(calls).toHaveLength(1);
  expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"`);
  expect(html).not.toContain(DEMO.secret);
  // The raw body is left out unless asked for.
  expect(html).not.toContain('<pre class="report__raw"');

  const report = await context.newPage();
  const requests: string[] = [];
  report.on('request', (r: Request) => requests.push(r.url()));
  await report.goto(`file://${testInfo.outputPath('pictures.html')}`);
  await expect(report.getByRole('heading', { level: 1 })).toHaveText('Sofa offer for ACME');
  await expect(report.locator('.report__facts')).toContainText('Prepared by');
  await expect(report.locator('.report__facts')).toContainText('Listing Co.');
  const pictures = report.locator('img.picture');
  expect(await pictures.count()).toBeGreaterThan(0);
  await expect(pictures.first()).toBeVisible();
  const widths = await pictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
  expect(widths.every((w) => w > 0)).toBe(true);
  expect(await pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).src.startsWith('data:image/svg+xml;base64,')))).toBe(true);
  expect(requests).toEqual([`file://${testInfo.outputPath('pictures.html')}`]);
});

test('a remote picture is a placeholder naming its host with the link listed; the raw body when asked', async ({ page, context, credentials, lookup, result }, testInfo) => {
  await page.goto('/');
  const calls = lookupCalls(page);
  await credentials.usePlain();
  await lookup.run({ id: 'edge-hostile_1', lang: 'en' });
  await result.settled();
  await result.root.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Include the raw body').check();
  const file = testInfo.outputPath('remote.html');
  const html = await downloadReport(page, file);
  expect(calls).toHaveLength(1);
  expect(html).toContain('<pre class="report__raw"');
  const report = await context.newPage();
  const requests: string[] = [];
  report.on('request', (r: Request) => requests.push(r.url()));
  await report.goto(`file://${file}`);
  await expect(report.getByRole('heading', { name: 'Pictures not included' })).toBeVisible();
  const links = report.locator('.report__links a');
  expect(await links.count()).toBeGreaterThan(0);
  const frame = report.frameLocator('iframe.report__desc');
  await expect(frame.getByText(/^Picture not included: .+ — link below$/).first()).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a report made in the Chinese interface has Chinese headings, the title and vendor given, and the local date', async ({ page, context, credentials, lookup, result }, testInfo) => {
  await page.goto('/');
  const calls = lookupCalls(page);
  await credentials.usePlain();
  await lookup.run({ operation: 'product', id: '600000000000', lang: 'cn' });
  await result.settled();
  await page.locator('#app-language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('.result__share').click();
  await page.getByLabel(shareZh.reportTitle).fill('沙发报价');
  await page.getByLabel(shareZh.vendor).fill('示例贸易公司');
  const file = testInfo.outputPath('zh.html');
  await downloadReport(page, file, shareZh.html);
  expect(calls).toHaveLength(1);
  const report = await context.newPage();
  await report.goto(`file://${file}`);
  await expect(report.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(report.getByRole('heading', { level: 1 })).toHaveText('沙发报价');
  for (const heading of [shareZh.report.record, shareZh.report.description, shareZh.report.envelope]) await expect(report.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await expect(report.locator('.report__facts')).toContainText(shareZh.report.vendor);
  await expect(report.locator('.report__facts')).toContainText('示例贸易公司');
  // The local date in Chinese (年…月…日), not an ISO stamp.
  await expect(report.locator('.report__facts')).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
  await expect(report.locator('main > header')).not.toContainText(/\d{4}-\d\d-\d\dT/);
});

test('after Load images, the report embeds the description pictures of another origin (read with CORS); before it they stay links', async ({ page, context, settings, credentials, lookup, result }, testInfo) => {
  // A second real gateway on another port: its pictures are remote to the page (another origin), served with CORS.
  // Two downloads that read pictures, a second page and an environment of its own: more than 30 s under CI load.
  test.setTimeout(60_000);
  const gateway = createGateway({ latencyMs: 0, log: () => {} });
  const server = createServer((req, res) => gateway.handle(req, res));
  // A port the system gives: a fixed one collides with parallel runs.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    const calls = lookupCalls(page);
    const trackers: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('o0b.cn')) trackers.push(r.url());
    });
    await page.goto('/');
    await settings.addEnvironment('Pictures elsewhere', `http://127.0.0.1:${port}`);
    await credentials.usePlain();
    await lookup.run({ operation: 'product', id: '600000000000', lang: 'en' });
    await result.settled();
    await result.root.getByRole('button', { name: 'Share' }).click();

    // Before "Load images": the description's pictures are placeholders naming the host, with the links listed (the
    // loopback host is the client_ip the gateway saw, so the report masks it).
    const before = await downloadReport(page, testInfo.outputPath('before.html'));
    expect(before).toContain(`Picture not included: *********:${port}`);
    expect(before).toContain(`http://*********:${port}/gateway/_img/`);

    // "Load images" for this answer: the next report reads them once and embeds them.
    await result.open('Description');
    await result.root.getByRole('button', { name: 'Load images' }).click();
    await expect(result.root.getByRole('button', { name: 'Load images' })).toHaveAttribute('aria-pressed', 'true');
    const file = testInfo.outputPath('after.html');
    const after = await downloadReport(page, file);
    // Every picture is in; only the description's tracking image stays a placeholder, and it was never requested.
    expect(new Set(after.match(/Picture not included: [^<&"]*/g))).toEqual(new Set(['Picture not included: www.o0b.cn — link below']));
    expect(trackers).toEqual([]);
    expect(calls).toHaveLength(1);

    const report = await context.newPage();
    const requests: string[] = [];
    report.on('request', (r: Request) => requests.push(r.url()));
    await report.goto(`file://${file}`);
    const pictures = report.frameLocator('iframe.report__desc').locator('img');
    await expect(pictures.first()).toBeVisible();
    expect(await pictures.count()).toBeGreaterThan(0);
    expect(await pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).src.startsWith('data:image/svg+xml;base64,') && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(requests).toEqual([`file://${file}`]);
  } finally {
    gateway.close();
    // The page may still hold a keep-alive connection to it: close it rather than wait for it.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
