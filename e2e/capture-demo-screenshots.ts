// Captures the demo screenshots of issue 15 (a record, an error, a description with its tracking-image notice) at
// 1440, 768 and 375 px, light and dark, English and Chinese, against a running server:
// `APP_DIST=dist npx tsx scripts/serve.ts --port 4205 --latency 40`, then
// `npx tsx e2e/capture-demo-screenshots.ts [--base URL]`. PNGs go to docs/screenshots/demo-<scene>-<width>-<theme>-<lang>.png.
import type { Page } from '@playwright/test';
import { baseUrl, launchBrowser, shot, usePlain } from './capture-kit';

const base = baseUrl(4205);

async function run(page: Page, id: string, operation: 'company' | 'product', lang = 'en') {
  await page.locator(`input[name="operation"][value="${operation}"]`).check();
  await page.locator('#lookup-lang').selectOption(lang);
  await page.locator('#lookup-id').fill(id);
  await page.locator('#lookup-id').press('Enter');
  await page.locator('[aria-busy="false"]').first().waitFor();
}

const WIDTHS = [1440, 768, 375] as const;
/** `ONLY=1440-light-en,375-dark-zh` captures just those combinations. */
const only = process.env.ONLY?.split(',');
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        if (only && !only.includes(`${width}-${theme}-${ui}`)) continue;
        const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 1000 }, colorScheme: theme });
        const name = (scene: string) => `demo-${scene}-${width}-${theme}-${ui}`;
        await page.goto(base);
        await usePlain(page);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        const result = page.locator('section.result');

        await run(page, '600000000000', 'product', ui === 'zh' ? 'cn' : 'en');
        await page.locator('[data-testid="record-title"]').waitFor();
        await result.scrollIntoViewIfNeeded();
        await shot(page, name('record'));

        await result.getByRole('tab').nth(1).click();
        await page.getByTestId('tracker-notice').waitFor();
        // The frame paints its srcdoc a little after it is attached.
        await page.frameLocator('iframe.desc-frame').locator('h3').first().waitFor();
        await result.scrollIntoViewIfNeeded();
        await shot(page, name('tracker'));

        await run(page, 'edge-rich_1', 'company', ui === 'zh' ? 'cn' : 'en');
        await page.frameLocator('iframe.desc-frame').locator('h2').first().waitFor();
        await result.scrollIntoViewIfNeeded();
        await shot(page, name('rich'));

        // A fault scenario: the same credentials, so the Chinese interface needs no English labels to switch them.
        await run(page, 'fault-4002', 'company');
        await page.getByTestId('failure').waitFor();
        await page.getByTestId('failure').scrollIntoViewIfNeeded();
        await shot(page, name('error'));
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
