// Captures the path filter (matches and an error) and a batch path column at 1440 and 375 px, light/en and dark/zh:
// `npx vite build && npx tsx scripts/serve.ts --port 4302 --latency 40`, then `npx tsx e2e/capture-path-filter.ts`
// (pictures go to matrix-screens/, git-ignored).
import { baseUrl, launchBrowser, scratchShot, usePlain, viewportFor } from './capture-kit';

const shot = scratchShot;

const base = baseUrl(4302);

const browser = await launchBrowser();
try {
  for (const [width, theme, ui] of [
    [1440, 'light', 'en'],
    [375, 'dark', 'zh'],
  ] as const) {
    const combo = `${width}-${theme}-${ui}`;
    const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: theme });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator('#app-theme').selectOption(theme);
    await page.goto(`${base}/?op=product&num_iid=600000000002&cache=yes&result_type=xml&lang=en`);
    await usePlain(page);
    await page.getByRole('button', { name: 'Look up', exact: true }).click();
    await page.getByTestId('record-title').waitFor();
    if (ui === 'zh') {
      await page.locator('#app-language').selectOption('zh');
      await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    }
    await page.getByRole('tab').nth(2).click();
    const box = page.locator('.path-filter input');
    await box.fill('$.item.props[*].name');
    await box.press('Enter');
    await page.getByTestId('path-filter-matches').waitFor();
    await page.locator('.path-filter').scrollIntoViewIfNeeded();
    await shot(page, `path-filter-${combo}`);
    await box.fill('$.item.props[?@.name]');
    await box.press('Enter');
    await page.getByTestId('path-filter-error').waitFor();
    await shot(page, `path-filter-error-${combo}`);
    await context.close();
  }
} finally {
  await browser.close();
}
