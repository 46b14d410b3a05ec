// @vitest-environment happy-dom
// Issue 37's proof in the whole app: a batch of 52 identifiers made the baselines in one action, specific fields of
// specific listings changed on the gateway, the next run's change report (on screen and as CSV read back) names exactly
// those identifiers with exactly those fields; and a lookup's baseline line says where an answer leaves the
// specification's schema, only where it does.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productIdAt } from '../../gateway/data/product';
import { findProduct } from '../../gateway/data/index';
import { parseCsv } from '../lib/csv';
import { calls, downloadOf, editableData, freshPage, idle, openApp, startGateway, stopGateway, runProductBatch, view, type App } from './app-harness';

/** What this test changes in the gateway's listings (per identifier): the next fresh call sees it. */
const { data, edits } = editableData();

beforeAll(() => startGateway({ data }));
afterAll(() => stopGateway());
beforeEach(() => {
  edits.clear();
  freshPage();
});

const IDS = Array.from({ length: 52 }, (_, i) => productIdAt(i));
/** Price moved on 7 listings, the title on 3; two listings get both. */
const PRICED = [3, 5, 11, 17, 23, 31, 47].map((i) => IDS[i] as string);
const TITLED = [17, 31, 50].map((i) => IDS[i] as string);

describe('a batch of 52 identifiers against its baselines', () => {
  const runBatch = (batch: HTMLElement, sentBefore: number) => runProductBatch(batch, IDS, sentBefore);

  const report = () => within(view('Batch lookup')).getByTestId('batch-changes');

  it('reports exactly the fields changed on the gateway between the two runs, on screen and in the CSV', async () => {
    const app = await openApp();
    await app.usePlain();
    app.openView('Batch');
    const batch = await waitFor(() => view('Batch lookup'), { timeout: 5_000 });
    await runBatch(batch, 0);
    fireEvent.click(within(await waitFor(() => report())).getByRole('button', { name: 'Make these answers the baseline' }));
    await waitFor(() => expect(within(report()).getByTestId('batch-changes-made').textContent).toBe(`${IDS.length} answers made the baseline.`), { timeout: 20_000 });

    const before = new Map(IDS.map((id) => [id, findProduct(id, 'cn') as { price: number; title: string }]));
    for (const id of new Set([...PRICED, ...TITLED])) {
      edits.set(id, (item) => ({ ...item, ...(PRICED.includes(id) ? { price: Number(item.price) + 1 } : {}), ...(TITLED.includes(id) ? { title: `${String(item.title)} (new season)` } : {}) }));
    }
    fireEvent.click(within(batch).getByRole('button', { name: 'New batch' }));
    await runBatch(batch, IDS.length);
    fireEvent.click(within(await waitFor(() => report())).getByRole('button', { name: 'Compare with baselines' }));
    await waitFor(() => expect(within(report()).getAllByTestId('batch-change-row')).toHaveLength(IDS.length), { timeout: 20_000 });

    /** What the report must say of each identifier, worked out from the edits alone. */
    const expected = IDS.map((id) => {
      const b = before.get(id)!;
      const phrases = [...(TITLED.includes(id) ? ['title changed'] : []), ...(PRICED.includes(id) ? [`price ${b.price} → ${b.price + 1}`] : [])];
      return [id, phrases.length > 0 ? 'changed' : 'unchanged', phrases.join('; ')] as const;
    });
    const changedIds = expected.filter((e) => e[1] === 'changed').map((e) => e[0]);
    expect(changedIds).toHaveLength(8);

    const rows = within(report()).getAllByTestId('batch-change-row').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual(expected.map(([id, state, said]) => [id, state === 'changed' ? `changed: ${said}` : 'unchanged']));
    expect(within(report()).getByTestId('batch-changes-counts').textContent).toBe(`8 changed · ${IDS.length - 8} unchanged · 0 without a baseline · 0 without an answer`);
    expect(within(report()).getByTestId('batch-changes-fields').textContent).toBe('Rows changed per field: price 7 rows · title 3 rows');

    const csvText = await downloadOf(within(report()).getByRole('button', { name: 'Export change report (CSV)' }), report());
    const csv = parseCsv(csvText);
    expect(csv.map((r) => [r[0], r[1], r[3]])).toEqual([['id', 'change', 'changes'], ...expected.map((e) => [...e])]);
    expect(csv.slice(1).every((r) => /^\d{4}-\d\d-\d\dT/.test(r[2] ?? ''))).toBe(true);

    // Making the baselines and comparing sent nothing: two runs, one item_get per identifier each.
    await idle();
    expect(calls).toHaveLength(2 * IDS.length);
  }, 120_000);
});

describe('a lookup against the specification’s schema', () => {
  const spec = () => document.querySelector('[data-testid="baseline-spec"]')?.textContent ?? null;
  const line = () => document.querySelector<HTMLElement>('[data-testid="baseline-line"]');
  async function lookUp(app: App, id: string): Promise<void> {
    await app.run({ operation: 'product', id, cache: 'no', lang: 'en', resultType: 'json' });
    await app.settled();
    await waitFor(() => expect(line()).not.toBeNull());
  }

  it('says nothing of a conforming answer, and names what a deviating one adds, lacks and mistypes', async () => {
    const app = await openApp();
    await app.usePlain();
    await lookUp(app, IDS[0] as string);
    await idle();
    expect(spec()).toBeNull();

    edits.set(IDS[1] as string, (item) => {
      const { desc_short: _gone, ...rest } = item;
      return { ...rest, stock: 120, sales: true };
    });
    await lookUp(app, IDS[1] as string);
    await waitFor(() => expect(spec()).toBe('Against the specification: no desc_short (a string); sales is true/false (specification: a number or a string); new field stock (number)'));
    expect(calls).toHaveLength(2);
  });
});
