// Captures issue 24's header and credentials panel — the "Stored answers only" switch with the session counter, a
// signed config counting down (2 h, then its last minutes) and a lookup refused by the switch — at 1440 and 375 px,
// English and Chinese: `npx vite build && npx tsx scripts/serve.ts --port 4304 --latency 40`, then
// `npx tsx e2e/capture-demo-switches.ts` (pictures go to matrix-screens/, git-ignored).
import { makeSignedConfig } from '../scripts/sign';
import { baseUrl, launchBrowser, scratchShot, viewportFor } from './capture-kit';

const shot = scratchShot;

const base = baseUrl(4304);

const browser = await launchBrowser();
try {
  for (const width of [1440, 375] as const) {
    for (const ui of ['en', 'zh'] as const) {
      const context = await browser.newContext({ viewport: viewportFor(width) });
      const page = await context.newPage();
      await page.clock.install();
      await page.goto(base);
      // Credentials are entered in English (the labels the helpers know), then the language is switched.
      const panel = page.getByRole('region', { name: 'Credentials' });
      await panel.getByRole('radio', { name: 'Signed' }).check();
      const config = await makeSignedConfig(['--key', 'demo', '--secret', 'demo-secret-2026', '--ttl', '2h']);
      await panel.getByLabel('Config JSON').fill(JSON.stringify(config));
      await panel.getByRole('button', { name: 'Use pasted config' }).click();
      await panel.getByTestId('signed-expiry').waitFor();
      await page.locator('#lookup-id').fill('shop_1000000');
      await page.locator('#lookup-id').press('Enter');
      await page.locator('[data-call="1"][aria-busy="false"]').waitFor();
      if (ui === 'zh') {
        await page.locator('#app-language').selectOption('zh');
        await page.locator('html[lang="zh-CN"]').waitFor();
      }
      const combo = `${width}-${ui}`;
      // From the top: the header's switch and counter, and (at 1440) the countdown beside the answer.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `demo-header-countdown-${combo}`);
      // The last minutes: a warning and "Paste a new config".
      await page.clock.fastForward((2 * 3600 - 200) * 1000);
      await page.getByTestId('signed-expiry').scrollIntoViewIfNeeded();
      await shot(page, `demo-countdown-ending-${combo}`);
      // The switch on, and a lookup it refused (History's answer offered).
      await page.clock.fastForward(60_000);
      await page.getByRole('switch').click();
      // At 375 px the answered form is folded to one line: Ctrl+Enter looks up from anywhere.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Control+Enter');
      await page.getByTestId('stored-only-offer').waitFor();
      await shot(page, `demo-stored-only-${combo}`, width < 500);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
