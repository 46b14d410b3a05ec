// What the bench scripts (run.ts, heap-who.ts, heap-variants.ts) share: the bench's origin, the page's JS heap in use, and the
// shown section's steps up to the click (fresh page, signed in, the 2 MB company listing in the form).
import type { CDPSession, Page } from '@playwright/test';

export const PORT = Number(process.env.BENCH_PORT ?? 4199);
export const ORIGIN = `http://127.0.0.1:${PORT}`;

export async function heapUsed(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** A fresh page of the app, signed in with the demo account, once its start-up requests are done. */
export async function signIn(page: Page): Promise<void> {
  await page.goto(ORIGIN);
  const creds = page.getByRole('region', { name: 'Credentials' });
  await creds.getByLabel('key', { exact: true }).fill('demo');
  await creds.getByLabel('secret', { exact: true }).fill('demo-secret-2026');
  await creds.getByRole('button', { name: 'Use credentials' }).click();
  await page.waitForLoadState('networkidle');
}

export async function lookUp(page: Page): Promise<void> {
  await signIn(page);
  const form = page.getByRole('region', { name: 'Lookup' });
  await form.getByRole('radio', { name: /^company/i }).check();
  await form.getByLabel('item_id', { exact: true }).fill('edge-huge_1');
  await form.getByLabel('cache', { exact: true }).selectOption('yes');
  await form.getByLabel('result_type', { exact: true }).selectOption('json');
}
