// Captures the hand-off exports and the leak check's verdict (Share panel), a refused export, and Raw's response headers,
// at 1440 and 375 px, light English and dark Chinese:
// `npx vite build && npx tsx scripts/serve.ts --port 4207 --latency 40`, then `npx tsx e2e/capture-handoff.ts`
// (pictures go to matrix-screens/, git-ignored).
import { baseUrl, launchBrowser, scratchShot, signInAs, viewportFor } from './capture-kit';

const shot = scratchShot;

const base = baseUrl(4207);

const browser = await launchBrowser();
try {
  for (const [width, theme, ui] of [
    [1440, 'light', 'en'],
    [375, 'dark', 'zh'],
    [1440, 'dark', 'zh'],
  ] as const) {
    const combo = `${width}-${theme}-${ui}`;
    const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: theme, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator('#app-theme').selectOption(theme);
    await signInAs(page, ui);
    await page.locator('#lookup-id').fill('shop_1000000');
    await page.getByLabel('version', { exact: true }).fill(combo === '1440-dark-zh' ? 'demo-secret-2026' : '');
    await page.locator('#lookup-id').press('Enter');
    const result = page.locator('section.result');
    await result.locator('[data-testid="record-title"]').waitFor();
    await result.locator('.result__share').click();
    const share = page.locator('section.share');
    await share.waitFor();
    const buttons = share.locator('[role="group"] button');
    if (combo === '1440-dark-zh') {
      await buttons.first().click();
      await page.locator('[data-verdict="refused"]').waitFor();
      await share.scrollIntoViewIfNeeded();
      await shot(page, `handoff-refused-${combo}`);
    } else {
      await Promise.all([page.waitForEvent('download'), buttons.nth(0).click()]);
      await page.locator('[data-verdict="clean"]').waitFor();
      await share.scrollIntoViewIfNeeded();
      await shot(page, `handoff-share-${combo}`);
      await result.getByRole('tab').nth(2).click();
      await page.getByTestId('response-headers').waitFor();
      await page.getByTestId('response-headers').scrollIntoViewIfNeeded();
      await shot(page, `handoff-headers-${combo}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
