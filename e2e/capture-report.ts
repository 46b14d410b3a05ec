// Captures the HTML report opened from file:// (issue 24): a product with the gateway's pictures embedded, at 1440 in
// English and 375 in Chinese, with a title and a vendor:
// `npx vite build && npx tsx scripts/serve.ts --port 4306 --latency 40`, then `npx tsx e2e/capture-report.ts`
// (pictures go to matrix-screens/, git-ignored).
import path from 'node:path';
import { baseUrl, launchBrowser, SCRATCH_DIR, scratchShot, signInAs, viewportFor } from './capture-kit';

const base = baseUrl(4306);

const browser = await launchBrowser();
try {
  for (const [width, ui] of [
    [1440, 'en'],
    [375, 'zh'],
  ] as const) {
    const context = await browser.newContext({ viewport: viewportFor(width), acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${base}/?op=product&num_iid=600000000000&cache=yes&result_type=json&lang=${ui === 'zh' ? 'cn' : 'en'}`);
    await signInAs(page, ui);
    await page.locator('#lookup-id').press('Enter');
    const result = page.locator('section.result');
    await result.locator('[data-testid="record-title"]').waitFor();
    await result.locator('.result__share').click();
    const share = page.locator('section.share');
    await share.locator('.share__report input').nth(1).fill(ui === 'zh' ? '示例贸易公司' : 'Listing Co.');
    await share.scrollIntoViewIfNeeded();
    await scratchShot(page, `report-panel-${width}-${ui}`);
    const [download] = await Promise.all([page.waitForEvent('download'), share.locator('.row button').first().click()]);
    const file = path.join(SCRATCH_DIR, `report-${width}-${ui}.html`);
    await download.saveAs(file);
    const report = await context.newPage();
    let requests = 0;
    report.on('request', () => requests++);
    await report.goto(`file://${file}`);
    await report.evaluate(() => document.fonts.ready);
    await scratchShot(report, `report-${width}-${ui}`);
    await scratchShot(report, `report-${width}-${ui}-full`, true);
    console.log(`saved report-${width}-${ui}.png (${requests} request, the file itself)`);
    await context.close();
  }
} finally {
  await browser.close();
}
