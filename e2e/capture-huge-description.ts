// The 2 MB listing's Description tab (issue 25: its description comes from the parse worker as bytes and is decoded
// when first read), at 1440 in English and 375 in Chinese, with the description's length as the tab says it:
// `npx vite build && npx tsx scripts/serve.ts --port 4335 --latency 40`, then `npx tsx e2e/capture-huge-description.ts`
// (pictures go to matrix-screens/, git-ignored).
import { baseUrl, launchBrowser, scratchShot, signInAs, viewportFor } from './capture-kit';

const base = baseUrl(4335);

const browser = await launchBrowser();
try {
  for (const [width, ui] of [
    [1440, 'en'],
    [375, 'zh'],
  ] as const) {
    const page = await browser.newPage({ viewport: viewportFor(width) });
    await page.goto(`${base}/?op=company&item_id=edge-huge_1&cache=yes&result_type=json&lang=cn`);
    await signInAs(page, ui);
    await page.locator('#lookup-id').press('Enter');
    const result = page.locator('section.result');
    await result.locator('[data-testid="record-title"]').waitFor({ timeout: 60_000 });
    await result.getByRole('tab').nth(1).click();
    await result.locator('.desc-layout, .desc-source, .empty').first().waitFor({ timeout: 60_000 });
    console.log(width, ui, (await result.locator('[role="tabpanel"]').innerText()).slice(0, 300).replace(/\s+/g, ' '));
    await scratchShot(page, `huge-description-${width}-${ui}`);
    await page.close();
  }
} finally {
  await browser.close();
}
