// Captures the header with environments (issue 15) at 1440, 768 and 375 px, light and dark, English and Chinese,
// against a running server: `APP_DIST=dist npx tsx scripts/serve.ts --port 4394 --latency 40`, then
// `npx tsx e2e/capture-environments-screenshots.ts [--base URL] [--out DIR]` (default: a temporary folder; the README
// shows two of them, copied to docs/screenshots/environments-header-1440-light-en.png and -375-dark-zh.png).
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { launchBrowser, usePlain } from './capture-kit';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = arg('base') ?? 'http://127.0.0.1:4394';
const out = arg('out') ?? path.join(tmpdir(), 'environment-screenshots');
mkdirSync(out, { recursive: true });

// Two environments: the local gateway and a "Production" one (the same gateway under another host name, so the
// header shows a different host), active, with a long key so the masked account shows both ends.
const other = base.replace('127.0.0.1', 'localhost');
const stored = {
  version: 1,
  activeId: 'env-1',
  list: [
    { id: 'local', name: 'Local gateway', colour: 'green', credentialsMode: 'plain', baseUrl: `${base}/gateway`, companyApiType: 'company', productApiType: 'product', timeoutMs: 20000 },
    { id: 'env-1', name: 'Production', colour: 'red', credentialsMode: 'plain', baseUrl: `${other}/gateway`, companyApiType: 'company', productApiType: 'product', timeoutMs: 20000 },
  ],
};

const browser = await launchBrowser();
try {
  for (const width of [1440, 768, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const lang of ['en', 'zh'] as const) {
        const page = await browser.newPage({ viewport: { width, height: width === 375 ? 700 : 420 }, colorScheme: scheme });
        await page.addInitScript((value) => localStorage.setItem('listing-explorer.environments', value), JSON.stringify(stored));
        await page.goto(base);
        await usePlain(page, 't3727744565', 'not-a-real-secret');
        if (lang === 'zh') {
          await page.locator('#app-language').selectOption('zh');
          await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
        }
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
        const file = path.join(out, `header-${width}-${scheme}-${lang}.png`);
        await page.screenshot({ path: file });
        console.log(`saved ${file}`);
        if (width === 1440 && scheme === 'light' && lang === 'en') {
          await page.locator('body').click({ position: { x: 5, y: 300 } });
          await page.keyboard.press('p');
          await page.locator('.app--presenter').waitFor();
          await page.screenshot({ path: path.join(out, 'header-1440-presenter.png') });
          await page.setViewportSize({ width: 375, height: 700 });
          await page.screenshot({ path: path.join(out, 'header-375-presenter.png') });
          await page.setViewportSize({ width: 1440, height: 420 });
          await page.locator('body').click({ position: { x: 5, y: 300 } });
          await page.keyboard.press('p');
          await page.getByRole('button', { name: 'Settings' }).click();
          await page.getByRole('dialog').waitFor();
          await page.setViewportSize({ width: 1440, height: 1100 });
          await page.screenshot({ path: path.join(out, 'settings-environment-1440.png') });
        }
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
