// @vitest-environment happy-dom
// The call ledger (issue 37) in the whole app against the in-process reference gateway: every item_get request that left,
// from every sender, is in it once (counted against the requests the harness saw), across a reload; fresh and cached as
// the gateway answered them; the gateway's own `today:` beside this browser's count, the gap said; the key's expiry
// warned about (presenter mode too); and the month's CSV, read back, adds up to the same.
import { parseCsv } from '../lib/csv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, downloadOf, calls, freshPage, idle, openApp, startGateway, stopGateway, type App } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const views = () => screen.getByRole('navigation', { name: 'Views' });

async function openLedger(): Promise<HTMLElement> {
  fireEvent.click(within(views()).getByRole('button', { name: 'Ledger' }));
  return waitFor(() => screen.getByTestId('ledger'), { timeout: 5_000 });
}

/** A figure of the ledger's table: row (sent, billed, fresh, cached, company, sender-batch, …) and period. */
function figure(ledger: HTMLElement, row: string, period: 'today' | 'week' | 'month' = 'today'): number {
  const cell = ledger.querySelector(`tr[data-row="${row}"] td[data-period="${period}"]`);
  return Number((cell?.textContent ?? 'NaN').replace(/,/g, ''));
}

/** The gateway's own counters from the newest answer on screen: today and all[T=fresh+cached+failed]. */
async function gatewayCounters(app: App): Promise<{ today: number; fresh: number; cached: number; failed: number }> {
  await app.openTab('Envelope');
  const text = within(app.result()!).getByText(/^today:\d+ max:\d+/).textContent ?? '';
  const m = /^today:(\d+) max:\d+ all\[\d+=(\d+)\+(\d+)\+(\d+)\]/.exec(text);
  if (!m) throw new Error(`no counters in ${text}`);
  return { today: Number(m[1]), fresh: Number(m[2]), cached: Number(m[3]), failed: Number(m[4]) };
}

async function lookup(app: App, id: string, cache: 'yes' | 'no' = 'yes'): Promise<void> {
  if (!document.querySelector('#lookup-form')) {
    fireEvent.click(within(views()).getByRole('button', { name: 'Lookup' }));
    await waitFor(() => expect(document.querySelector('#lookup-form')).not.toBeNull());
  }
  await app.run({ id, cache });
  await app.settled();
}

async function runBatch(ids: string[]): Promise<void> {
  fireEvent.click(within(views()).getByRole('button', { name: 'Batch' }));
  const batch = await waitFor(() => screen.getByRole('region', { name: /Batch lookup/i }), { timeout: 5_000 });
  fireEvent.change(within(batch).getByLabelText(/identifiers/i, { selector: 'textarea' }), { target: { value: ids.join('\n') } });
  fireEvent.click(within(batch).getByRole('button', { name: /^Start batch/ }));
  await waitFor(() => expect(within(batch).getByTestId('batch-status').textContent).toBe('Finished'), { timeout: 20_000 });
}

/** A one-step playlist of a gateway sample, run live in presenter mode, then ended. */
async function runPlaylistLiveStep(): Promise<void> {
  fireEvent.click(within(views()).getByRole('button', { name: 'Playlist' }));
  const builder = await waitFor(() => screen.getByTestId('playlist-builder'), { timeout: 5_000 });
  const pick = await waitFor(() => within(builder).getByLabelText('Add a sample') as HTMLSelectElement, { timeout: 5_000 });
  const option = [...pick.options].find((o) => o.value !== '')!;
  fireEvent.change(pick, { target: { value: option.value } });
  const mode = await waitFor(() => within(builder).getByLabelText('Mode of step 1') as HTMLSelectElement);
  if (mode.value !== 'live') fireEvent.change(mode, { target: { value: 'live' } });
  const before = calls.length;
  fireEvent.click(within(builder).getByRole('button', { name: 'Start in presenter mode' }));
  const run = await waitFor(() => screen.getByTestId('playlist-run'), { timeout: 5_000 });
  await waitFor(() => expect(calls.length).toBe(before + 1));
  await waitFor(() => expect(within(run).getByTestId('record-title')).toBeTruthy(), { timeout: 10_000 });
  fireEvent.click(within(run).getByRole('button', { name: 'End run' }));
  await waitFor(() => expect(screen.queryByTestId('playlist-run')).toBeNull());
}

/** The CSV as rows of fields (RFC 4180: quoted fields, doubled quotes), BOM and CRLF checked. */
function readCsv(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return parseCsv(text);
}

describe('the call ledger', () => {
  it('counts every request that left, from every sender, once: equal to the gateway’s requests and its fresh/cached split, across a reload', async () => {
    let app = await openApp();
    await app.usePlain();
    await lookup(app, 'shop_1000101', 'no');
    // The same identifier again with cache=yes: the gateway serves it from its cache.
    await lookup(app, 'shop_1000101');
    await lookup(app, 'shop_999999999');
    // Two entries name it (cache=no, cache=yes): either is a Run again.
    const again = await waitFor(() => within(screen.getByRole('region', { name: 'History' })).getAllByRole('button', { name: 'Run again: company item_id=shop_1000101' })[0]!, { timeout: 5_000 });
    const beforeAgain = calls.length;
    fireEvent.click(again);
    await waitFor(() => expect(calls.length).toBe(beforeAgain + 1));
    await app.settled();
    // Compare's Run: one more request, its own sender.
    fireEvent.click(within(views()).getByRole('button', { name: 'Compare' }));
    const compare = await waitFor(() => screen.getByRole('region', { name: /^Compare two results/ }), { timeout: 5_000 });
    await waitFor(() => expect((within(compare).getByLabelText('Result A') as HTMLSelectElement).value).toMatch(/./));
    const beforeCompare = calls.length;
    fireEvent.click(within(compare).getByRole('button', { name: 'Run and compare' }));
    await waitFor(() => expect(calls.length).toBe(beforeCompare + 1));
    await waitFor(() => expect(within(compare).getByRole('button', { name: 'Run and compare' }).hasAttribute('disabled')).toBe(false));
    await runBatch(['shop_1000102', 'shop_1000103', 'shop_1000104']);
    await runPlaylistLiveStep();

    // A reload: the ledger is the browser's, not the page's.
    app = await openApp();
    // The tab remembers its view (Playlist): the credentials sit with Lookup.
    fireEvent.click(within(views()).getByRole('button', { name: 'Lookup' }));
    await app.usePlain();
    await lookup(app, 'shop_1000105');
    const gateway = await gatewayCounters(app);
    // Every request was answered and billed here: the gateway's count is the harness's.
    expect(gateway.today).toBe(calls.length);

    const ledger = await openLedger();
    await waitFor(() => expect(figure(ledger, 'sent')).toBe(calls.length));
    expect(figure(ledger, 'billed')).toBe(gateway.today);
    expect(figure(ledger, 'fresh')).toBe(gateway.fresh);
    expect(figure(ledger, 'cached')).toBe(gateway.cached);
    expect(gateway.cached).toBeGreaterThan(0);
    expect(figure(ledger, 'company')).toBe(calls.length);
    // The lookups (four, one after the reload), Run again once, Compare's Run, the batch's three rows, the playlist's live step.
    expect(['lookup', 'run-again', 'compare', 'batch', 'playlist'].map((s) => figure(ledger, `sender-${s}`))).toEqual([4, 1, 1, 3, 1]);
    expect(figure(ledger, 'sent', 'week')).toBe(calls.length);
    expect(figure(ledger, 'sent', 'month')).toBe(calls.length);
    expect(within(ledger).getByTestId('ledger-reconcile').textContent).toBe(`The gateway counted ${calls.length} calls today; this browser sent ${calls.length} billed: they agree.`);

    // The month as a CSV through the one exit: read back, it adds up to the same.
    const csvText = await downloadOf(within(ledger).getByRole('button', { name: 'Export CSV' }), ledger);
    const [head, ...rows] = readCsv(csvText);
    expect(head).toEqual(['day', 'time', 'environment', 'operation', 'sender', 'attempt', 'reach', 'outcome', 'error_code', 'billed', 'source', 'gateway_today']);
    const col = (name: string) => head!.indexOf(name);
    expect(rows).toHaveLength(calls.length);
    expect(rows.filter((r) => r[col('billed')] === 'yes')).toHaveLength(gateway.today);
    expect(rows.filter((r) => r[col('source')] === 'fresh')).toHaveLength(gateway.fresh);
    expect(rows.filter((r) => r[col('source')] === 'cached')).toHaveLength(gateway.cached);
    expect(rows.filter((r) => r[col('sender')] === 'batch')).toHaveLength(3);
    expect(new Set(rows.map((r) => r[col('environment')]))).toEqual(new Set(['Local gateway']));
    // No key or secret in the file: the account is not a column, and the leak check passed on the bytes written.
    expect(rows.flat().join(',')).not.toMatch(/demo/);
  }, 90_000);

  it('the reconciliation sentence against a gateway whose today: differs: said inside the Envelope tab\'s quota meter, the gap said plainly', async () => {
    const key = { key: 'single-lane', secret: 'single-lane-secret' };
    // Another tool uses the key first: three calls this page never made.
    for (const id of ['shop_1000201', 'shop_1000202', 'shop_1000203']) {
      const res = await fetch(`${APP_ORIGIN}/gateway/company/item_get/?key=${key.key}&secret=${key.secret}&item_id=${id}`);
      expect(((await res.json()) as { error_code: string }).error_code).toBe('0000');
    }
    const app = await openApp();
    await app.usePlain(key.key, key.secret);
    await lookup(app, 'shop_1000204');
    const sentence = 'The gateway counted 4 calls today; this browser sent 1 billed. The other 3 came from other browsers or tools using the same key, or the gateway miscounted.';
    // Not beside the answer: the record's first paint needs none of the ledger's code.
    await idle();
    expect(screen.queryByTestId('ledger-notice-reconcile')).toBeNull();
    // Inside the quota meter that reads api_info, and whole in the Ledger view.
    await app.openTab('Envelope');
    const notice = await waitFor(() => screen.getByTestId('ledger-notice-reconcile'));
    expect(notice.closest('.quota')).not.toBeNull();
    await waitFor(() => expect(notice.textContent).toBe(sentence));
    const ledger = await openLedger();
    await waitFor(() => expect(within(ledger).getByTestId('ledger-reconcile').textContent).toBe(sentence));
  }, 60_000);

  it("warns about a key in its last 14 days, inside the quota meter, in presenter mode too, and names a far expiry plainly", async () => {
    const app = await openApp();
    await app.usePlain('expiring-soon', 'expiring-soon-secret');
    await lookup(app, 'shop_1000301');
    await app.openTab('Envelope');
    const notice = await waitFor(() => screen.getByTestId('ledger-notice-expiry'));
    expect(notice.closest('.quota')).not.toBeNull();
    expect(notice.textContent).toMatch(/^The key expires in (9|10|11) days, on \d{4}-\d{2}-\d{2}: renew it before then\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Presenter mode' }));
    await waitFor(() => expect(document.querySelector('.app')!.className).toMatch(/app--presenter/));
    await app.openTab('Envelope');
    await waitFor(() => expect(screen.getByTestId('ledger-notice-expiry').textContent).toBe(notice.textContent));
    // A shared screen shows the warning, not the integrator's count.
    expect(screen.queryByTestId('ledger-notice-reconcile')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave presenter mode' }));

    await app.usePlain();
    await lookup(app, 'shop_1000302');
    await app.openTab('Envelope');
    await idle();
    expect(screen.getByText(/^today:\d+ max:\d+/).closest('.quota')).not.toBeNull();
    expect(screen.queryByTestId('ledger-notice-expiry')).toBeNull();
    const ledger = await openLedger();
    await waitFor(() => expect(within(ledger).getByTestId('ledger-expiry').textContent).toBe('The key expires on 2030-12-31.'));
  }, 60_000);
});
