// The playlist builder and its presenter run at projector sizes (issue 24: 1024×768 and 1920×1080), English and
// Chinese, light and dark: `npx vite build && npx tsx scripts/serve.ts --port 4313 --latency 40`, then
// `npx tsx e2e/capture-playlist.ts` (pictures in matrix-screens/, git-ignored; SAVE=1 also writes the README's to
// docs/screenshots/). `ONLY=1024-light-en` captures one combination.
import type { Page } from '@playwright/test';
import { launchBrowser, lookUp, scratchShot, shot, usePlain } from './capture-kit';

const base = process.env.BASE ?? 'http://127.0.0.1:4313';
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const KEEP = new Set(['playlist-builder-1920-light-en', 'playlist-run-1024-dark-zh', 'playlist-fallback-1920-light-en']);
const only = process.env.ONLY?.split(',');

const TITLES = {
  en: ['A company in Russian', 'A product in English', 'A 4017 timeout error', 'A company in Chinese', 'A company in English'],
  zh: ['俄文的公司', '英文的商品', '4017 超时错误', '中文的公司', '英文的公司'],
};

async function picture(page: Page, name: string): Promise<void> {
  await scratchShot(page, name);
  if (process.env.SAVE && KEEP.has(name)) await shot(page, name);
}

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
        await lookUp(page, 'company', 'demo_2', 'ru');
        await lookUp(page, 'product', '700000000001', 'en');
        await lookUp(page, 'company', 'fault-4017', 'en');
        await lookUp(page, 'company', 'demo_1', 'cn');
        await lookUp(page, 'company', 'demo_3', 'en');
        await page.getByTestId('record-title').or(page.getByTestId('failure')).first().waitFor();
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        await page.locator('.app__views button').nth(4).click();
        const history = page.locator('#playlist-add-history');
        await history.waitFor();
        // Five steps, as the demo: the run's actions must still be on the first screen at 1024×768.
        for (const id of ['demo_2', '700000000001', 'fault-4017', 'demo_1', 'demo_3']) {
          const value = await history.locator('option', { hasText: id }).first().getAttribute('value');
          await history.selectOption(value ?? '');
        }
        const titles = page.locator('.playlist__title');
        await titles.nth(4).waitFor();
        for (const [i, t] of TITLES[ui].entries()) await titles.nth(i).fill(t);
        await page.locator('select[id^="step-mode-"]').first().selectOption('live');
        // As a presenter arrives on the view: from its top (filling step 5's title scrolled the page).
        await page.evaluate(() => window.scrollTo(0, 0));
        await picture(page, `playlist-builder-${combo}`);
        await page.locator('.playlist__actions .btn--primary').click();
        await page.getByTestId('playlist-run').getByTestId('record-title').waitFor();
        await picture(page, `playlist-run-${combo}`);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.getByTestId('playlist-run').getByTestId('failure').waitFor();
        await picture(page, `playlist-error-${combo}`);
        // Stored answers only: the live first step falls back to its stored answer and says why.
        await page.locator('.playlist-run__bar .btn--ghost').click();
        await page.getByRole('switch').first().click();
        await page.locator('.playlist__actions .btn--primary').click();
        await page.getByTestId('playlist-run').getByTestId('record-title').waitFor();
        await picture(page, `playlist-fallback-${combo}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
