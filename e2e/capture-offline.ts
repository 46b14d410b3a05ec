// The offline shell and the Network panel (issue 24) at 1440 and 375 px, English (light) and Chinese (dark):
// `npx vite build && npx tsx scripts/serve.ts --port 4305 --latency 40`, then `BASE=http://127.0.0.1:4305 npx tsx
// e2e/capture-offline.ts` (pictures in matrix-screens/, git-ignored).
import { launchBrowser, scratchShot, usePlain } from './capture-kit';

const shot = scratchShot;

const base = process.env.BASE ?? 'http://127.0.0.1:4305';

const browser = await launchBrowser();
try {
  for (const [width, height] of [
    [1440, 900],
    [375, 800],
  ] as const) {
    for (const [ui, theme] of [
      ['en', 'light'],
      ['zh', 'dark'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(base);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await usePlain(page);
      await page.locator('#app-language').selectOption(ui);
      await page.locator('#app-theme').selectOption(theme);
      await page.locator('#lookup-id').fill('shop_1000002');
      await page.locator('#lookup-id').press('Enter');
      await page.locator('section.result[aria-busy="false"]').waitFor({ timeout: 30_000 });
      await page.locator('.app__tools button[aria-haspopup="dialog"]').click();
      await page.locator('dialog[open] .network-log').waitFor();
      await shot(page, `offline-network-${width}-${ui}-${theme}`);
      await page.keyboard.press('Escape');
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-note').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `offline-reloaded-${width}-${ui}-${theme}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
