// Issue 36's first screen of a large answer (the head painted while the rest of the body is read) for the 20 MB
// listing, with the body's first characters under it, at 1440, 768 and 375 px, light and dark, English and Chinese. `npx vite build && npx tsx scripts/serve.ts
// --port 4336 --latency 40`, then `npx tsx e2e/capture-answer-head.ts` (pictures in matrix-screens/, git-ignored;
// SAVE=1 writes the 1440 light English one to docs/screenshots/ too). ID=edge-huge_1 RESULT_TYPE=xml pictures another
// listing or format; AFTER=record pictures the record once the whole answer is in.
import { launchBrowser, scratchShot, shot, signInAs, viewportFor } from './capture-kit';

const base = process.env.BASE ?? 'http://127.0.0.1:4336';
const id = process.env.ID ?? 'edge-huge_20';
const resultType = process.env.RESULT_TYPE ?? 'json';
const afterRecord = process.env.AFTER === 'record';
const browser = await launchBrowser();
try {
  for (const width of [1440, 768, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const context = await browser.newContext({ viewport: viewportFor(width), colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await page.locator('#app-theme').selectOption(theme);
        await signInAs(page, ui);
        const edit = page.getByTestId('lookup-summary').getByRole('button');
        if (await edit.isVisible()) await edit.click();
        await page.locator('#lookup-result-type').selectOption(resultType);
        await page.locator('#lookup-id').fill(id);
        await page.locator('#lookup-id').press('Enter');
        const suffix = `${id === 'edge-huge_20' ? '' : `-${id}`}${resultType === 'json' ? '' : `-${resultType}`}`;
        if (afterRecord) {
          await page.locator('section.result[aria-busy="false"]').waitFor({ timeout: 120_000 });
          await page.getByTestId('record-title').scrollIntoViewIfNeeded();
          await scratchShot(page, `answer-record${suffix}-${width}-${theme}-${ui}`);
        } else {
          await page.getByTestId('answer-head').waitFor({ timeout: 60_000 });
          await page.getByTestId('first-lines').waitFor({ timeout: 60_000 });
          await page.getByTestId('answer-head').scrollIntoViewIfNeeded();
          await scratchShot(page, `answer-head${suffix}-${width}-${theme}-${ui}`);
          if (process.env.SAVE && width === 1440 && theme === 'light' && ui === 'en' && suffix === '') await shot(page, 'answer-head');
          await page.locator('section.result[aria-busy="false"]').waitFor({ timeout: 120_000 });
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
