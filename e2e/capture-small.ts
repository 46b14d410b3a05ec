// Issue 24's small parts, to look at: presenter mode's credentials line with a signed config's countdown (time left,
// then the warning with "Paste a new config") and the lookup form after opening a stored answer from History, at 1440
// and 375 px, light and dark, English and Chinese. `npx vite build && npx tsx scripts/serve.ts --port 4332 --latency 40`,
// then `npx tsx e2e/capture-small.ts` (pictures in matrix-screens/, git-ignored).
import { makeSignedConfig } from '../scripts/sign';
import { launchBrowser, lookUp, scratchShot, usePlain } from './capture-kit';

const base = process.env.BASE ?? 'http://127.0.0.1:4332';
const COMBOS = [
  { width: 1440, height: 900, theme: 'light', ui: 'en' },
  { width: 1440, height: 900, theme: 'dark', ui: 'zh' },
  { width: 375, height: 812, theme: 'dark', ui: 'en' },
  { width: 375, height: 812, theme: 'light', ui: 'zh' },
] as const;

const browser = await launchBrowser();
try {
  for (const { width, height, theme, ui } of COMBOS) {
    const combo = `${width}-${theme}-${ui}`;
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(base);
    await page.locator('#app-theme').selectOption(theme);
    // A signed config pasted as a customer's backend would hand it over (English panel: the labels are English).
    const config = await makeSignedConfig(['--key', 'demo', '--secret', 'demo-secret-2026', '--ttl', '90m']);
    const panel = page.getByRole('region', { name: 'Credentials' });
    await panel.getByRole('radio', { name: 'Signed' }).check();
    await panel.getByLabel('Config JSON').fill(JSON.stringify(config));
    await panel.getByRole('button', { name: 'Use pasted config' }).click();
    await panel.getByTestId('signed-expiry').waitFor();
    if (ui === 'zh') {
      await page.locator('#app-language').selectOption('zh');
      await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    }
    await page.locator('button[aria-keyshortcuts="P"]').click();
    await page.locator('.app--presenter').waitFor();
    await scratchShot(page, `small-presenter-countdown-${combo}`);
    await page.clock.fastForward(87 * 60_000);
    await page.locator('[data-testid=presenter-credentials] [data-state=ending]').waitFor();
    await scratchShot(page, `small-presenter-ending-${combo}`);
    await page.clock.fastForward(4 * 60_000);
    await page.locator('[data-testid=presenter-credentials] [data-state=expired]').waitFor();
    await scratchShot(page, `small-presenter-expired-${combo}`);
    await page.locator('button[aria-keyshortcuts="P"]').click();
    await context.close();

    // The form after opening a stored answer: plain credentials, two lookups, the first opened from History.
    const second = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
    const p = await second.newPage();
    await p.goto(base);
    await p.locator('#app-theme').selectOption(theme);
    await usePlain(p);
    if (ui === 'zh') {
      await p.locator('#app-language').selectOption('zh');
      await p.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    }
    await lookUp(p, 'company', 'shop_1000001', 'ru');
    await lookUp(p, 'product', '600000000001', 'en');
    const open = p.locator('.history__run').last();
    await open.evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight / 2));
    await open.click();
    await p.getByTestId('stored-mark').waitFor();
    await scratchShot(p, `small-opened-${combo}`);
    await p.evaluate(() => window.scrollTo(0, 0));
    await scratchShot(p, `small-opened-top-${combo}`);
    await second.close();
  }
} finally {
  await browser.close();
}
