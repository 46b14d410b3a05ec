// Answers paid for are kept, and offered before a new call (issue 22, DESIGN D14). Each test counts the item_get
// requests that leave the page: a link, a reload, a view switch, Compare and a cancelled Run again never cost a call
// beyond the ones the person asked for.
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

test('a link to a lookup History keeps (same environment and account) shows the stored answer and sends nothing', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  await credentials.usePlain();
  await credentials.root.getByRole('radio', { name: 'This tab' }).check();
  await lookup.run({ id: 'shop_1000002', lang: 'en' });
  await result.settled();
  const title = (await result.title().textContent()) ?? '';
  // History has written the answer (after the answer's paint; the link below is opened once it is kept).
  await expect(history.entries().filter({ hasText: 'shop_1000002' }).getByRole('button', { name: /^Open the stored answer/ })).toBeVisible();
  const calls = lookupCalls(page);
  // Someone's link to the same lookup, opened in this tab.
  await page.goto('/?op=company&item_id=shop_1000002&cache=yes&result_type=json&lang=en');
  await expect(page.getByTestId('stored-mark')).toContainText(/received .* — stored answer/);
  await expect(page.getByRole('button', { name: /^Look up again \(1 billed call; [\d,]+ left today\)$/ })).toBeVisible();
  await expect(result.title()).toHaveText(title);
  // A link to a lookup History does not keep waits, unsent.
  await page.goto('/?op=company&item_id=shop_1000003&cache=yes&result_type=json&lang=en');
  await expect(page.getByTestId('lookup-waiting')).toContainText('company shop_1000003');
  await pageIdle(page);
  expect(calls).toEqual([]);
});

test('the 2 MB listing stays shown after a look at Batch: no request', async ({ page, credentials, lookup, result, views }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-huge_1' });
  await result.settled(60_000);
  const calls = lookupCalls(page);
  await views.open('Batch');
  await views.open('Lookup');
  await expect(result.root.getByRole('heading', { name: /edge-huge_1/ })).toBeVisible();
  await expect(page.getByText('This answer is no longer in memory')).toHaveCount(0);
  await pageIdle(page);
  expect(calls).toEqual([]);
});

test('Compare offers both 2 MB answers (cn and en) and shows their diff: no request', async ({ page, credentials, lookup, result, views, compare }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'edge-huge_1', lang: 'cn' });
  await result.settled(60_000);
  await lookup.run({ id: 'edge-huge_1', lang: 'en' });
  await result.settled(60_000);
  const calls = lookupCalls(page);
  await views.open('Compare');
  await expect(compare.root.getByLabel('Result A').locator('option:checked')).toContainText('edge-huge_1 · lang cn');
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('edge-huge_1 · lang en');
  await expect(compare.section('Envelope').getByRole('row').filter({ hasText: 'language.current_lang' })).toContainText('~ changed');
  // Thousands of fields differ: the first 200 are drawn, the rest on request (drawing them all held Compare ~3.5 s).
  const record = compare.section('Record');
  const more = record.getByRole('button', { name: /^Show 1,000 more \([\d,]+ not shown\)$/ });
  await expect(more).toBeVisible();
  await expect(record.locator('tr.diff-row')).toHaveCount(200);
  await more.click();
  await expect(record.locator('tr.diff-row')).toHaveCount(1200);
  // Swapped by hand, the pickers stay as picked once History has stored both (they fell back to the first answer).
  const pickA = compare.root.getByLabel('Result A');
  const pickB = compare.root.getByLabel('Result B');
  await pickA.selectOption({ label: await pickA.locator('option', { hasText: 'lang en' }).first().innerText() });
  await pickB.selectOption({ label: await pickB.locator('option', { hasText: 'lang cn' }).first().innerText() });
  await pageIdle(page);
  await expect(pickA.locator('option:checked')).toContainText('edge-huge_1 · lang en');
  await expect(pickB.locator('option:checked')).toContainText('edge-huge_1 · lang cn');
  expect(calls).toEqual([]);
});

test('Run again on a pinned entry, then Cancel: the pinned answer stays, the attempt is counted beside it', async ({ page, credentials, lookup, result, history }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await credentials.usePlain();
  const calls = lookupCalls(page);
  await lookup.run({ id: 'fault-delay-2' });
  await result.settled();
  const title = (await result.title().textContent()) ?? '';
  const entry = history.entries().filter({ hasText: 'fault-delay-2' });
  await entry.getByRole('button', { name: /^Pin company/ }).click();
  await expect(entry.getByRole('button', { name: /^Pin company/ })).toHaveAttribute('aria-pressed', 'true');
  await entry.getByRole('button', { name: 'Run again: company item_id=fault-delay-2' }).click();
  await result.root.getByRole('button', { name: 'Cancel' }).click();
  await expect(result.failure()).toHaveAttribute('data-kind', 'cancelled');
  await expect(entry).toContainText('×2');
  await expect(entry.locator('.badge').first()).toHaveText('0000');
  await entry.getByRole('button', { name: /^Open the stored answer/ }).click();
  await expect(result.title()).toHaveText(title);
  expect(calls).toHaveLength(2);
});

test('answers are kept per account: 4013 and 4016 from other accounts never replace the demo account’s answer', async ({ page, credentials, lookup, result, history }) => {
  await page.goto('/');
  const calls = lookupCalls(page);
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  const title = (await result.title().textContent()) ?? '';
  await credentials.usePlain('quota-exhausted', 'quota-exhausted-secret');
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.errorCode()).toContainText('4013');
  await credentials.usePlain('no-balance', 'no-balance-secret');
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.errorCode()).toContainText('4016');
  const entries = history.entries().filter({ hasText: 'shop_1000000' });
  await expect(entries).toHaveCount(3);
  await expect(entries.locator('.badge')).toHaveText(['4016', '4013', '0000']);
  // Back with the demo account, the same lookup's link shows its good answer, without a call.
  await credentials.usePlain(DEMO.key, DEMO.secret);
  await entries.filter({ has: page.locator('.badge', { hasText: '0000' }) }).getByRole('button', { name: /^Open the stored answer/ }).click();
  await expect(result.title()).toHaveText(title);
  expect(calls).toHaveLength(3);
});

test('Compare’s Run is recorded in History like any other send', async ({ page, credentials, lookup, result, views, compare, history }) => {
  await page.goto('/');
  const calls = lookupCalls(page);
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000004', lang: 'cn' });
  await result.settled();
  await views.open('Compare');
  await compare.root.getByLabel('lang', { exact: true }).selectOption('ru');
  await compare.root.getByRole('button', { name: 'Run and compare' }).click();
  await expect(compare.root.getByLabel('Result B').locator('option:checked')).toContainText('shop_1000004 · lang ru');
  await views.open('Lookup');
  await expect(history.entries().filter({ hasText: 'shop_1000004' }).filter({ hasText: 'json · ru' })).toHaveCount(1);
  expect(calls).toHaveLength(2);
});
