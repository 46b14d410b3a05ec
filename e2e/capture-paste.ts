// Captures "Paste a request" — the open panel with a Windows curl in it, and the notice after a paste (credentials moved,
// what was ignored, the "Add environment" offer) — at 1440 and 375 px, light/dark, English/Chinese:
// `npx vite build && npx tsx scripts/serve.ts --port 4301 --latency 40`, then `npx tsx e2e/capture-paste.ts`
// (pictures go to matrix-screens/, git-ignored).
import type { Page } from '@playwright/test';
import { baseUrl, launchBrowser, scratchShot, viewportFor } from './capture-kit';

const base = baseUrl(Number(process.env.CAPTURE_PORT ?? 4301));

const shot = (page: Page, name: string) => scratchShot(page, name, true);

const browser = await launchBrowser();
try {
  for (const [width, theme, ui] of [[1440, 'light', 'en'], [375, 'dark', 'zh'], [375, 'light', 'en']] as const) {
    const combo = `${width}-${theme}-${ui}`;
    const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: theme });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator('#app-theme').selectOption(theme);
    if (ui === 'zh') {
      await page.locator('#app-language').selectOption('zh');
      await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    }
    await page.locator('#paste-open').click();
    await page.locator('.paste__text').fill(`curl ^"${base}/gateway/company/item_get/?key=demo^&secret=demo-secret-2026^&item_id=shop_1000001^&lang=en^" ^\n  -H ^"Accept: */*^" ^\n  --compressed`);
    await shot(page, `paste-panel-${combo}`);
    await page.locator('.paste__text').press('Control+Enter');
    await page.getByTestId('paste-secret-notice').waitFor();
    await shot(page, `paste-filled-${combo}`);
    await page.locator('#paste-open').click();
    await page.locator('.paste__text').fill(`curl -sS --retry 2 "https://api-gw.example.invalid/v2/product/item_get/?key=k&secret=s&num_iid=600000000001&trace=1"`);
    await page.locator('.paste__text').press('Control+Enter');
    await page.locator('.paste__offer').waitFor();
    await shot(page, `paste-offer-${combo}`);
    await context.close();
  }
} finally {
  await browser.close();
}
