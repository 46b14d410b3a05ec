// A playlist with no network (issue 24, "the page reloads offline and opens … a playlist"): built online from two
// History answers, one step stored and one live with a stored copy; the page is reloaded offline from the service
// worker, the Playlist view opens with both steps, and the run in presenter mode shows the stored step's answer and the
// live step's stored answer with the offline reason. Not one item_get leaves the page offline.
import type { Locator } from '@playwright/test';
import { expect, lookupCalls, pageIdle, test } from './fixtures';

// The offline shell is what this file needs: its service worker is on here (off elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Picks the option of a select whose text contains `text` (History's labels carry times). */
async function pickOption(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('offline, a playlist reloads from the service worker and runs: the stored step shows its answer, the live step its stored answer with the offline reason, no call', async ({ page, context, credentials, lookup, result }) => {
  test.setTimeout(30_000);
  const calls = lookupCalls(page);
  await page.goto('/');
  // The shell's worker is registered after load and has cached the build before it is active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await credentials.usePlain();
  const titles: string[] = [];
  for (const l of [{ id: 'shop_1000002', lang: 'en' as const }, { id: 'shop_1000003', lang: 'en' as const }]) {
    await lookup.run(l);
    await result.settled();
    titles.push((await result.title().textContent()) ?? '');
  }
  expect(titles.every((t) => t !== '')).toBe(true);
  expect(calls).toHaveLength(2);

  const nav = page.getByRole('navigation', { name: 'Views' });
  const builder = page.getByTestId('playlist-builder');
  await nav.getByRole('button', { name: 'Playlist', exact: true }).click();
  await pickOption(builder.getByLabel('Add from History'), 'shop_1000002');
  await pickOption(builder.getByLabel('Add from History'), 'shop_1000003');
  await expect(builder.getByTestId('playlist-step')).toHaveCount(2);
  await builder.getByLabel('Title of step 1').fill('Stored, offline');
  await builder.getByLabel('Title of step 2').fill('Live, offline');
  await builder.getByLabel('Mode of step 2').selectOption('live');
  await expect(builder.getByTestId('playlist-billed')).toHaveText('This run makes 1 billed call.');

  // No network: the reload is answered by the service worker and comes back on the Playlist view; credentials again,
  // on Lookup (they are never stored), so the live step really tries and is refused for being offline.
  await context.setOffline(true);
  const offlineCalls = lookupCalls(page);
  const failed = lookupCalls(page, 'requestfailed');
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('offline-note')).toHaveText('Offline: lookups paused; stored answers available.');
  await expect(nav.getByRole('button', { name: 'Playlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await nav.getByRole('button', { name: 'Lookup', exact: true }).click();
  await credentials.usePlain();

  // The Playlist view (its lazily loaded part comes from the worker's cache too) opens with the steps as they were.
  await nav.getByRole('button', { name: 'Playlist', exact: true }).click();
  await expect(builder.getByTestId('playlist-step')).toHaveCount(2);
  await expect(builder.getByLabel('Title of step 2')).toHaveValue('Live, offline');
  await expect(builder.getByLabel('Mode of step 2')).toHaveValue('live');

  await builder.getByRole('button', { name: 'Start in presenter mode' }).click();
  const run = page.getByTestId('playlist-run');
  const badge = run.getByTestId('playlist-badge');
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(run.getByRole('heading', { name: 'Stored, offline' })).toBeVisible();
  await expect(badge).toHaveText(/^Stored [^—]+$/);
  await expect(run.getByTestId('record-title')).toHaveText(titles[0] ?? '');

  await page.keyboard.press('ArrowRight');
  await expect(run.getByRole('heading', { name: 'Live, offline' })).toBeVisible();
  // Presenter mode (issue 38): a quiet badge on screen, the reason in the presenter notes.
  await expect(badge).toHaveText(/^Shown from the saved answer of .+/);
  await run.getByRole('button', { name: 'Presenter notes' }).click();
  await expect(run.getByTestId('playlist-notes')).toContainText('The live call failed: Offline: lookups paused; stored answers available. Nothing was sent.');
  await expect(run.getByTestId('record-title')).toHaveText(titles[1] ?? '');
  await expect(run.getByTestId('playlist-calls')).toHaveText('Billed calls this run: 0');

  await pageIdle(page);
  expect(offlineCalls).toEqual([]);
  expect(failed).toEqual([]);
});
