// Issue 36: the 50 MB listing (a 131 MB JSON body) in a real tab, as only a browser can show it: the record shown, the
// raw body searched to its end, the path filter over the whole tree, and the whole body downloaded through the one exit
// (its leak check in the parse worker: on the page it held the tab, and the download never came); the tab never dies.
import { readFile } from 'node:fs/promises';
import { DEMO, expect, lookupCalls, test } from './fixtures';

test('the 50 MB listing: shown, searched, filtered and downloaded whole; one call, the tab alive', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(240_000);
  let crashed = false;
  page.on('crash', () => (crashed = true));
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-huge_50' });
  // While the rest downloads and is read: the body's first characters, as received and masked.
  const firstLines = result.root.getByTestId('first-lines');
  await expect(firstLines).toContainText('{"item":{', { timeout: 60_000 });
  await expect(firstLines).not.toContainText(DEMO.secret);
  await result.settled(180_000);
  await expect(firstLines).toHaveCount(0);
  await expect(result.failure()).toHaveCount(0);
  await expect(result.title()).not.toBeEmpty();

  await result.open('Raw');
  await expect(result.rawBody()).toBeVisible();
  const sizeBytes = Number(((await result.root.getByTestId('raw-size-bytes').textContent()) ?? '').replace(/\D/g, ''));
  expect(sizeBytes).toBeGreaterThan(100_000_000);
  // The envelope's last field, at the very end of the body.
  const search = result.root.getByLabel('Search raw body');
  await search.fill('"last_id"');
  await search.press('Enter');
  await expect(result.root.getByTestId('raw-search-status')).toHaveText('1 of 1', { timeout: 60_000 });

  // The path filter reaches the last of 125,000 shop items.
  const filter = result.root.getByRole('textbox', { name: 'Filter by path' });
  await filter.fill('$.item.shop_item[-1:].num_iid');
  await filter.press('Enter');
  await expect(result.root.getByTestId('path-filter-status')).toHaveText(/^1 match/, { timeout: 60_000 });

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), result.root.getByRole('button', { name: 'Download' }).click()]);
  const downloaded = await readFile((await download.path()) ?? '');
  expect(downloaded.byteLength).toBe(sizeBytes);
  expect(downloaded.subarray(downloaded.byteLength - 200).toString('utf8')).toContain('"last_id":false}');
  expect(calls).toHaveLength(1);
  expect(crashed).toBe(false);
});
