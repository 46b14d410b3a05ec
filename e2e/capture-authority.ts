// Captures what the call authority adds to the page — a link or a reload that waits for Look up ("Nothing has been
// sent") — at 1440, 768 and 375 px, light and dark, English and Chinese:
// `npx vite build && npx tsx scripts/serve.ts --port 4205 --latency 40`, then `npx tsx e2e/capture-authority.ts`
// (pictures go to matrix-screens/, git-ignored).
import { baseUrl, launchBrowser, scratchShot } from './capture-kit';

const shot = scratchShot;

const base = baseUrl(4205);

const only = process.env.ONLY?.split(',');
const browser = await launchBrowser();
try {
  for (const width of [1440, 768, 375] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${width}-${theme}-${ui}`;
        if (only && !only.includes(combo)) continue;
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : width < 1000 ? 1024 : 900 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await page.locator('#app-theme').selectOption(theme);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        // A link opened with credentials at hand: the form is filled, nothing is sent.
        await page.goto(`${base}/?op=product&num_iid=600000000001&cache=yes&result_type=json&lang=en`);
        if (ui === 'zh') await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        await page.getByTestId('lookup-waiting').waitFor();
        await shot(page, `authority-waiting-${combo}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
