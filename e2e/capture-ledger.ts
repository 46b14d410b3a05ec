// Issue 37's pictures, at 1440 and 375 px, light and dark, English and Chinese: the Ledger view, a baseline diff
// ("changed since baseline …"), the batch change report, and the Envelope tab's quota meter with the ledger's
// reconciliation and the key's expiry warning. Against a running server:
//   APP_DIST=<dist> npx tsx scripts/serve.ts --port 4303, then `npx tsx e2e/capture-ledger.ts [--base URL]`.
// `ONLY=375-dark-zh,1440-light-en` captures just those combinations. The actions are done in English (one set of
// labels); the interface is switched to Chinese just before a Chinese picture. A baseline is edited in IndexedDB
// (price, title) so the next answer differs from it, as a gateway's listing changes between two weeks.
import type { Page } from '@playwright/test';
import { baseUrl, launchBrowser, lookUp, shot } from './capture-kit';

const base = baseUrl(4303);
const only = process.env.ONLY?.split(',') ?? null;
const KEY = { key: 'expiring-soon', secret: 'expiring-soon-secret' };

async function setUi(page: Page, ui: 'en' | 'zh'): Promise<void> {
  await page.locator('#app-language').selectOption(ui);
  await page.locator(`html[lang="${ui === 'zh' ? 'zh-CN' : 'en'}"]`).waitFor({ state: 'attached' });
}

async function signIn(page: Page): Promise<void> {
  await page.locator('#cred-key').fill(KEY.key);
  await page.locator('#cred-secret').fill(KEY.secret);
  await page.locator('#cred-secret').press('Enter');
}

/** Every stored baseline's record edited as the gateway's listing would change: a higher price, a new title. */
async function editBaselines(page: Page, ids: string[] | null): Promise<void> {
  await page.evaluate(async (only) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('listing-explorer-baselines');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('baselines', 'readwrite');
    const store = tx.objectStore('baselines');
    const all = await new Promise<{ identifier: string; record: { value: { price: number | null; title: string } } }[]>((resolve) => {
      const r = store.getAll();
      r.onsuccess = () => resolve(r.result);
    });
    for (const b of all) {
      if (only && !only.includes(b.identifier)) continue;
      const price = b.record.value.price;
      if (price !== null && price > 0) b.record.value.price = price - 3.5;
      b.record.value.title = `${b.record.value.title} (last week)`;
      store.put(b);
    }
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, ids);
}

async function view(page: Page, name: 'Lookup' | 'Batch' | 'Ledger'): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name }).click();
}

const browser = await launchBrowser();
try {
  for (const width of [1440, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const ui of ['en', 'zh'] as const) {
        const combo = `${width}-${theme}-${ui}`;
        if (only && !only.includes(combo)) continue;
        // Another tool under the same key first: the gateway counts calls this browser never sent.
        for (const id of ['shop_1000901', 'shop_1000902']) await fetch(`${base}/gateway/company/item_get/?key=${KEY.key}&secret=${KEY.secret}&item_id=${id}`);
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 }, colorScheme: theme });
        const page = await context.newPage();
        await page.goto(base);
        await page.locator('#app-theme').selectOption(theme);
        await signIn(page);

        // A baseline diff: make the answer the baseline, edit it, look up again in a fresh page.
        await lookUp(page, 'company', 'shop_1000000', 'en');
        await page.getByRole('button', { name: 'Make this the baseline' }).click();
        await page.getByTestId('baseline-status').waitFor();
        await editBaselines(page, null);
        await page.reload();
        await signIn(page);
        await lookUp(page, 'company', 'shop_1000000', 'en');
        await page.getByTestId('baseline-status').filter({ hasText: /changed|unchanged/i }).waitFor();
        if (ui === 'zh') await setUi(page, 'zh');
        await page.getByTestId('baseline-line').scrollIntoViewIfNeeded();
        await shot(page, `baseline-changed-${combo}`);
        if (ui === 'zh') await setUi(page, 'en');

        // The quota meter with the ledger's reconciliation and the key's expiry warning.
        await page.getByRole('region', { name: /^Result/ }).getByRole('tab', { name: 'Envelope' }).click();
        await page.getByTestId('ledger-notice').waitFor();
        if (ui === 'zh') await setUi(page, 'zh');
        await page.locator('.quota').scrollIntoViewIfNeeded();
        await shot(page, `quota-ledger-${combo}`);
        if (ui === 'zh') await setUi(page, 'en');

        // The batch change report: a run made the baseline, one baseline edited, the run again.
        const ids = ['shop_1000010', 'shop_1000011', 'shop_1000012', 'shop_1000013'];
        await view(page, 'Batch');
        const batch = page.getByRole('region', { name: /Batch lookup/i });
        await batch.getByLabel(/identifiers/i).fill(ids.join('\n'));
        await batch.getByRole('button', { name: /^Start batch/ }).click();
        await batch.getByTestId('batch-status').filter({ hasText: /^Finished$/ }).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Make these answers the baseline' }).click();
        await page.getByTestId('batch-changes-made').waitFor();
        await editBaselines(page, ids.slice(0, 2));
        await batch.getByRole('button', { name: 'New batch' }).click();
        await batch.getByLabel(/identifiers/i).fill(ids.join('\n'));
        await batch.getByRole('button', { name: /^Start batch/ }).click();
        await batch.getByTestId('batch-status').filter({ hasText: /^Finished$/ }).waitFor({ timeout: 30_000 });
        await page.getByTestId('batch-changes').getByRole('button').first().click();
        await page.getByTestId('batch-changes-counts').waitFor();
        if (ui === 'zh') await setUi(page, 'zh');
        await page.getByTestId('batch-changes').scrollIntoViewIfNeeded();
        await shot(page, `baseline-report-${combo}`);
        if (ui === 'zh') await setUi(page, 'en');

        // The Ledger view.
        await view(page, 'Ledger');
        await page.getByTestId('ledger').waitFor();
        if (ui === 'zh') await setUi(page, 'zh');
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `ledger-${combo}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
