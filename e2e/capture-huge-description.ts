// The 2 MB listing's Description tab (issue 25: its description comes from the parse worker as bytes and is decoded
// when first read), at 1440 in English and 375 in Chinese, with the description's length as the tab says it:
// `npx vite build && npx tsx scripts/serve.ts --port 4335 --latency 40`, then `npx tsx e2e/capture-huge-description.ts`
// (pictures go to matrix-screens/, git-ignored).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { baseUrl, launchBrowser } from './capture-kit';

const base = baseUrl(4335);
const out = path.resolve('matrix-screens');
await mkdir(out, { recursive: true });

const browser = await launchBrowser();
try {
  for (const [width, ui] of [
    [1440, 'en'],
    [375, 'zh'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 812 : 900 } });
    await page.goto(`${base}/?op=company&item_id=edge-huge_1&cache=yes&result_type=json&lang=cn`);
    if (ui === 'zh') {
      await page.locator('#app-language').selectOption('zh');
      await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
    }
    await page.locator('#cred-key').fill('demo');
    await page.locator('#cred-secret').fill('demo-secret-2026');
    await page.locator('#cred-secret').press('Enter');
    await page.locator('#lookup-id').press('Enter');
    const result = page.locator('section.result');
    await result.locator('[data-testid="record-title"]').waitFor({ timeout: 60_000 });
    await result.getByRole('tab').nth(1).click();
    await result.locator('.desc-layout, .desc-source, .empty').first().waitFor({ timeout: 60_000 });
    console.log(width, ui, (await result.locator('[role="tabpanel"]').innerText()).slice(0, 300).replace(/\s+/g, ' '));
    await page.screenshot({ path: path.join(out, `huge-description-${width}-${ui}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
