// @vitest-environment happy-dom
// A lookup's baseline (issue 37) in the whole app against the in-process gateway, whose data this test edits between
// lookups: the line names exactly the fields that changed, a lookup in another format has no baseline, nothing in the
// baseline's database holds the key or the secret, and no call is made by any of it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findProduct } from '../../gateway/data/index';
import { parseCsv } from '../lib/csv';
import { calls, downloadOf, DEMO, editableData, freshPage, idle, openApp, startGateway, stopGateway, runProductBatch, view, type App } from './app-harness';
import { storedText } from '../lib/stored-text';

const ID = '600000000000';
/** What this test changes in the gateway's listings (per identifier): the next fresh call sees it. */
const { data, edits } = editableData();

beforeAll(() => startGateway({ data }));
afterAll(() => stopGateway());
beforeEach(() => {
  edits.clear();
  freshPage();
});

const line = () => document.querySelector<HTMLElement>('[data-testid="baseline-line"]');
const status = () => document.querySelector('[data-testid="baseline-status"]')?.textContent ?? null;

async function lookUp(app: App, resultType: 'json' | 'xml' = 'json'): Promise<void> {
  await app.run({ operation: 'product', id: ID, cache: 'no', lang: 'en', resultType });
  await app.settled();
  await waitFor(() => expect(line()).not.toBeNull());
}


describe('a lookup’s baseline', () => {
  it('says exactly what changed since the baseline, then that nothing did; one call per lookup', async () => {
    const app = await openApp();
    await app.usePlain();
    await lookUp(app);
    // No baseline yet: only the button.
    expect(status()).toBeNull();
    fireEvent.click(within(line()!).getByRole('button', { name: 'Make this the baseline' }));
    await waitFor(() => expect(status()).toMatch(/^This answer is the baseline \(\d\d\/\d\d\/\d{4}, [\d:]+\)$/));

    edits.set(ID, (item) => ({
      ...item,
      price: 49,
      title: `${String(item.title)}, new season`,
      item_imgs: [...(item.item_imgs as unknown[]), { url: 'https://img.example.com/a.svg' }, { url: 'https://img.example.com/b.svg' }, { url: 'https://img.example.com/c.svg' }],
    }));
    await lookUp(app);
    await waitFor(() => expect(status()).toMatch(/^Changed since baseline \(\d\d\/\d\d\/\d{4}, [\d:]+\): title changed; price 12\.06 → 49; 3 pictures added$/));
    expect(line()!.querySelector('button')?.textContent).toBe('Make this the baseline');

    edits.clear();
    await lookUp(app);
    await waitFor(() => expect(status()).toMatch(/^Unchanged since baseline \(/));

    // Another format is another lookup: it has no baseline of its own.
    await lookUp(app, 'xml');
    await idle();
    expect(status()).toBeNull();
    expect(calls).toHaveLength(4);

    const stored = await storedText('listing-explorer-baselines');
    expect(stored).toContain('Boyuan plush teddy bear');
    expect(stored).not.toContain(DEMO.secret);
    expect(stored).not.toContain(`"${DEMO.key}"`);
  });

  it('a new baseline replaces the old one: the changed answer made the baseline is unchanged against it', async () => {
    const app = await openApp();
    await app.usePlain();
    await lookUp(app);
    fireEvent.click(within(line()!).getByRole('button', { name: 'Make this the baseline' }));
    await waitFor(() => expect(status()).toMatch(/^This answer is the baseline/));
    edits.set(ID, (item) => ({ ...item, price: 13 }));
    await lookUp(app);
    await waitFor(() => expect(status()).toMatch(/: price 12\.06 → 13$/));
    fireEvent.click(within(line()!).getByRole('button', { name: 'Make this the baseline' }));
    await waitFor(() => expect(status()).toMatch(/^This answer is the baseline/));
    await lookUp(app);
    await waitFor(() => expect(status()).toMatch(/^Unchanged since baseline/));
    await idle();
    expect(calls).toHaveLength(3);
  });
});

describe('a batch run against baselines', () => {
  const IDS = ['600000000000', '600000000001', '600000000002'];

  /** A run of the list and one identifier with no listing (one call each); `sentBefore` calls were made before it. */
  const runBatch = (batch: HTMLElement, sentBefore = 0) => runProductBatch(batch, [...IDS, '600999999999'], sentBefore, 20_000);

  const report = () => within(view('Batch lookup')).getByTestId('batch-changes');

  it('makes a whole run the baseline in one action; the next run lists per identifier what changed, counts by field', async () => {
    const app = await openApp();
    await app.usePlain();
    app.openView('Batch');
    const batch = await waitFor(() => view('Batch lookup'), { timeout: 5_000 });
    await runBatch(batch);
    fireEvent.click(within(await waitFor(() => report())).getByRole('button', { name: 'Make these answers the baseline' }));
    // The identifier not found has no answer to keep.
    await waitFor(() => expect(within(report()).getByTestId('batch-changes-made').textContent).toBe('3 answers made the baseline.'));

    edits.set('600000000001', (item) => ({ ...item, price: 99, item_imgs: [] }));
    fireEvent.click(within(batch).getByRole('button', { name: 'New batch' }));
    await runBatch(batch, 4);
    // The first run's report (with its "made the baseline" line) gives way to this run's; on a loaded machine the click
    // could land on the old one as it went (a clean-clone run saw no rows), so it is made on this run's report, again if
    // that report was drawn anew meanwhile (comparing makes no call).
    await waitFor(() => expect(within(report()).queryByTestId('batch-changes-made')).toBeNull());
    await waitFor(() => {
      if (within(report()).queryAllByTestId('batch-change-row').length === 0) fireEvent.click(within(report()).getByRole('button', { name: 'Compare with baselines' }));
      expect(within(report()).getAllByTestId('batch-change-row')).toHaveLength(4);
    });
    const rows = within(report()).getAllByTestId('batch-change-row').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    const before = findProduct('600000000001', 'cn') as { price: number; item_imgs: unknown[] };
    expect(rows).toEqual([
      ['600000000000', 'unchanged'],
      ['600000000001', `changed: price ${before.price} → 99; ${before.item_imgs.length} pictures removed`],
      ['600000000002', 'unchanged'],
      ['600999999999', 'no baseline'],
    ]);
    expect(within(report()).getByTestId('batch-changes-counts').textContent).toBe('1 changed · 2 unchanged · 1 without a baseline · 0 without an answer');
    expect(within(report()).getByTestId('batch-changes-fields').textContent).toBe('Rows changed per field: pictures 1 row · price 1 row');

    // The report as CSV through the one exit (the leak check passes it), read back.
    const csvText = await downloadOf(within(report()).getByRole('button', { name: 'Export change report (CSV)' }), report());
    const csv = parseCsv(csvText);
    expect(csv.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['id', 'change', 'changes'],
      ['600000000000', 'unchanged', ''],
      ['600000000001', 'changed', `price ${before.price} → 99; ${before.item_imgs.length} pictures removed`],
      ['600000000002', 'unchanged', ''],
      ['600999999999', 'no-baseline', ''],
    ]);

    // A lookup of one of them (the run's lang, format and key) reads the baseline the run made; the run kept no
    // description, so the lookup's is not "new".
    app.openView('Lookup');
    await waitFor(() => expect(document.querySelector('#lookup-form')).not.toBeNull());
    await app.run({ operation: 'product', id: '600000000002', cache: 'no', lang: 'cn' });
    await app.settled();
    await waitFor(() => expect(status()).toMatch(/^Unchanged since baseline \(/));
    await idle();
    expect(calls).toHaveLength(9);
  });
});

describe('a playlist live step', () => {
  it('is a lookup’s answer: made the baseline there, a later lookup in the Lookup view is compared with it', async () => {
    const app = await openApp();
    await app.usePlain();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Views' })).getByRole('button', { name: 'Playlist' }));
    const builder = await waitFor(() => screen.getByTestId('playlist-builder'), { timeout: 5_000 });
    const pick = await waitFor(() => within(builder).getByLabelText('Add a sample') as HTMLSelectElement, { timeout: 5_000 });
    const option = [...pick.options].find((o) => o.value !== '')!;
    const [family, id] = option.value.split('\u0000') as ['company' | 'product', string];
    fireEvent.change(pick, { target: { value: option.value } });
    const mode = await waitFor(() => within(builder).getByLabelText('Mode of step 1') as HTMLSelectElement);
    if (mode.value !== 'live') fireEvent.change(mode, { target: { value: 'live' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Start in presenter mode' }));
    const run = await waitFor(() => screen.getByTestId('playlist-run'), { timeout: 5_000 });
    const made = await waitFor(() => within(run).getByRole('button', { name: 'Make this the baseline' }), { timeout: 10_000 });
    fireEvent.click(made);
    await waitFor(() => expect(within(run).getByTestId('baseline-status').textContent).toMatch(/^This answer is the baseline/));
    fireEvent.click(within(run).getByRole('button', { name: 'End run' }));
    await waitFor(() => expect(screen.queryByTestId('playlist-run')).toBeNull());

    edits.set(id, (item) => ({ ...item, price: 77 }));
    app.openView('Lookup');
    await waitFor(() => expect(document.querySelector('#lookup-form')).not.toBeNull());
    await app.run({ operation: family, id, cache: 'no', lang: 'cn' });
    await app.settled();
    await waitFor(() => expect(status()).toMatch(/^Changed since baseline \([^)]*\): price \S+ → 77$/));
    await idle();
    expect(calls).toHaveLength(2);
  });
});
