// Captures the demo matrix of issue 15 — Lookup (empty), a record, an error, presenter mode and Batch at 1440, 768
// and 375 px, light and dark, English and Chinese (60 pictures) — so it can be made again after a merge:
// `npx vite build && npx tsx scripts/serve.ts --port 4205 --latency 40`, then
// `npx tsx e2e/capture-matrix.ts [--base URL] [--out DIR]` (default out: matrix-screens/, git-ignored; not test-results/,
// which every Playwright run empties).
// `ONLY=375-dark-zh,1440-light-en` captures just those combinations. Each picture is the first screen a person sees
// (the viewport, not the whole page): on a phone that is what decides whether the answer comes first.
import type { Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { zh as batchZh } from '../src/features/batch/strings.zh';
import { launchBrowser, lookUp, usePlain } from './capture-kit';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4205' },
    out: { type: 'string', default: 'matrix-screens' },
  },
});
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`saved ${path.join(values.out, `${name}.png`)}`);
}

const WIDTHS = [1440, 768, 375] as const;
const only = process.env.ONLY?.split(',');
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${width}-${theme}-${ui}`;
        if (only && !only.includes(combo)) continue;
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : width < 1000 ? 1024 : 900 }, colorScheme: theme });
        const page = await context.newPage();
        const name = (scene: string) => `matrix-${scene}-${combo}`;
        const dataLang = ui === 'zh' ? 'cn' : 'en';
        await page.goto(values.base);
        await page.locator('#app-theme').selectOption(theme);
        if (ui === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        await shot(page, name('lookup'));
        // Credentials through the English labels the kit knows, then back to the interface language.
        await page.locator('#app-language').selectOption('en');
        await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
        await usePlain(page);
        await page.locator('#app-language').selectOption(ui);
        await page.locator(`html[lang="${ui === 'zh' ? 'zh-CN' : 'en'}"]`).waitFor({ state: 'attached' });

        await lookUp(page, 'product', '600000000000', dataLang);
        await page.getByTestId('record-title').waitFor();
        await shot(page, name('record'));

        await lookUp(page, 'company', 'fault-4002', dataLang);
        await page.getByTestId('failure').waitFor();
        await shot(page, name('error'));

        await page.locator('button[aria-keyshortcuts="P"]').click();
        await page.locator('.app--presenter').waitFor();
        await lookUp(page, 'product', '600000000000', dataLang);
        await page.getByTestId('record-title').waitFor();
        await shot(page, name('presenter'));
        await page.locator('button[aria-keyshortcuts="P"]').click();

        await page.locator('nav.app__views button').nth(1).click();
        const ids = ['shop_1000000', 'shop_1000001', 'shop_1000002', '600000000000', 'nosuch_1', 'fault-4002'];
        await page.locator('#batch-ids').fill(ids.join('\n'));
        await page.locator('section.batch button.btn--primary').first().click();
        await page.getByTestId('batch-status').filter({ hasText: ui === 'zh' ? batchZh.status.finished : 'Finished' }).waitFor({ timeout: 60_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, name('batch'));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
