// Presenter mode and the header at projector sizes (issue 24: 1024×768 and 1920×1080), English and Chinese, light and
// dark: `npx vite build && npx tsx scripts/serve.ts --port 4205 --latency 40`, then `npx tsx e2e/capture-presenter.ts`
// (pictures in matrix-screens/, git-ignored). `ONLY=1024-light-en` captures one combination.
import { launchBrowser, lookUp, scratchShot, usePlain } from './capture-kit';

const shot = scratchShot;

const base = process.env.BASE ?? 'http://127.0.0.1:4205';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const only = process.env.ONLY?.split(',');
const browser = await launchBrowser();
try {
  for (const size of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${size.width}-${theme}-${ui}`;
        if (only && !only.includes(combo)) continue;
        const context = await browser.newContext({ viewport: size, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await page.locator('#app-theme').selectOption(theme);
        await usePlain(page);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        const dataLang = ui === 'zh' ? 'cn' : 'en';
        await lookUp(page, 'company', 'shop_1000000', dataLang);
        await shot(page, `presenter-normal-record-${combo}`);
        await page.locator('button[aria-keyshortcuts="P"]').click();
        await page.locator('.app--presenter').waitFor();
        await shot(page, `presenter-record-${combo}`);
        await page.getByRole('tab').nth(1).click();
        await page.frameLocator('iframe.desc-frame').locator('body').waitFor();
        await shot(page, `presenter-description-${combo}`);
        await lookUp(page, 'company', 'fault-4013', dataLang);
        await shot(page, `presenter-error-${combo}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
