// Captures the customer-demo data and the Billing part of Settings (issue 24) at 1440 and 375 px, light and dark,
// English and Chinese: a demo product's record (its pictures from the gateway) and a demo company's description, and
// Settings scrolled to Billing. `npx vite build && npx tsx scripts/serve.ts --port 4322 --latency 40`, then
// `npx tsx e2e/capture-demo-data.ts [--base URL]` (pictures in matrix-screens/, git-ignored).
import { baseUrl, launchBrowser, lookUp, scratchShot, usePlain, viewportFor } from './capture-kit';

const base = baseUrl(4322);
const shot = scratchShot;

const browser = await launchBrowser();
try {
  for (const width of [1440, 375] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${width}-${theme}-${ui}`;
        const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await page.locator('#app-theme').selectOption(theme);
        await usePlain(page);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        await shot(page, `demodata-try-${combo}`);
        const dataLang = ui === 'zh' ? 'cn' : 'en';
        await lookUp(page, 'product', '700000000001', dataLang);
        await page.getByTestId('record-title').waitFor();
        await page.locator('article.record img').first().waitFor();
        await shot(page, `demodata-record-${combo}`, width < 500);
        await lookUp(page, 'company', 'demo_2', width < 500 ? 'ru' : dataLang);
        await page.getByTestId('record-title').waitFor();
        await page.getByRole('tab').nth(1).click();
        await page.frameLocator('iframe.desc-frame').locator('h2').first().waitFor();
        await page.locator('iframe.desc-frame').scrollIntoViewIfNeeded();
        await shot(page, `demodata-desc-${combo}`);
        await page.locator('header button[aria-haspopup="dialog"], header button').filter({ hasText: ui === 'zh' ? '设置' : 'Settings' }).first().click();
        const billing = page.getByTestId('settings-billing');
        await billing.scrollIntoViewIfNeeded();
        await billing.locator('select').first().selectOption('free');
        await shot(page, `demodata-settings-${combo}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
