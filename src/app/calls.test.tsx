// @vitest-environment happy-dom
// Only a person's explicit action sends a (billed) call, and it always does (issue 11), counted as item_get requests
// against the in-process reference gateway; moved here from e2e/calls.spec.ts (issue 35: see docs/test-levels.md).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, failed, freshPage, idle, openApp, requests, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('calls (moved from e2e/calls.spec.ts)', () => {
  it('an answered lookup is not sent again by switching views (2000 answer: Batch, Lookup, Compare, Lookup)', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_999999999' });
    await app.settled();
    expect(app.failure()?.textContent).toContain('2000');
    app.openView('Batch');
    await waitFor(() => view('Batch lookup'), { timeout: 5_000 });
    app.openView('Lookup');
    await waitFor(() => expect(app.failure()?.textContent).toContain('2000'));
    app.openView('Compare');
    await waitFor(() => view('Compare'), { timeout: 5_000 });
    app.openView('Lookup');
    await waitFor(() => expect(app.failure()?.textContent).toContain('2000'));
    await idle();
    expect(calls).toHaveLength(1);
  });

  it('a call in flight survives a switch to Batch and back: one call, and its answer is shown', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-delay-2', cache: 'no' });
    await app.lookingUp();
    app.openView('Batch');
    app.openView('Lookup');
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(failed).toHaveLength(0);
  });

  it('Cancel aborts; Look up again with the same parameters sends a new call and shows its answer', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-delay-2' });
    await app.lookingUp();
    // The request has left (its code loads on demand here, preloaded in a browser): Cancel must abort it.
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(within(app.result()!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.failure()?.getAttribute('data-kind')).toBe('cancelled'));
    await waitFor(() => expect(failed).toHaveLength(1));

    app.submit();
    await app.settled();
    expect(app.failure()).toBeNull();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('Ctrl+Enter from Compare sends the lookup the form holds at once, and its answer is shown; History re-runs from the Lookup rail', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000003' });
    await app.settled();
    expect(calls).toHaveLength(1);

    // The side rail belongs to Lookup (issue 15): Compare and Batch get the width, the form stays filled, out of sight.
    app.fill({ id: 'shop_1000004' });
    app.openView('Compare');
    await waitFor(() => view('Compare'), { timeout: 5_000 });
    expect(screen.queryByRole('region', { name: 'Lookup' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Credentials' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    // Sent now, not when Lookup is opened: the lookup view comes back with the answer.
    await waitFor(() => expect(calls).toHaveLength(2));
    const views = screen.getByRole('navigation', { name: 'Views' });
    await waitFor(() => expect(within(views).getByRole('button', { name: 'Lookup' }).getAttribute('aria-pressed')).toBe('true'));
    await app.settled();
    expect(within(app.result()!).getByRole('heading', { name: /shop_1000004/ })).toBeTruthy();

    // History's re-run of a cached key is a real call too (the person asked for it), from the Lookup rail.
    app.openView('Batch');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'History' })).toBeNull());
    app.openView('Lookup');
    const again = await waitFor(() => within(screen.getByRole('region', { name: 'History' })).getByRole('button', { name: 'Run again: company item_id=shop_1000003' }), { timeout: 5_000 });
    fireEvent.click(again);
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(within(app.result()!).getByRole('heading', { name: /shop_1000003/ })).toBeTruthy());
    expect(calls.at(-1)).toContain('item_id=shop_1000003');
  });

  it('a batch holding an identifier that cannot be URL-encoded fails that row with a message and runs the rest', async () => {
    const app = await openApp();
    await app.usePlain();
    app.openView('Batch');
    const batch = await waitFor(() => view('Batch lookup'), { timeout: 5_000 });
    // A script or a bad paste can put a lone surrogate in the list (typing cannot): set it as one would.
    fireEvent.change(within(batch).getByLabelText(/identifiers/i, { selector: 'textarea' }), { target: { value: 'shop_1000005\nshop_1\uD800\nshop_1000006' } });
    // Not of a company identifier's shape, so left out unless included (issue 38).
    fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: 'Include anyway' })));
    fireEvent.click(within(batch).getByRole('button', { name: /^Start batch \(3\)/ }));
    await waitFor(() => expect(within(batch).getByTestId('batch-status').textContent).toBe('Finished'), { timeout: 20_000 });
    expect(calls).toHaveLength(2);
    expect(batch.textContent).toContain('cannot be sent in a URL');
  });

  it('the idle warm-up of the result view sends nothing, leaves nothing on the page, and the first lookup after it is whole', async () => {
    const marks: string[] = [];
    const app = await openApp();
    await app.usePlain();
    // Both samples (company, product) are rendered once the page is idle: the page marks each.
    await waitFor(() => {
      marks.splice(0, marks.length, ...performance.getEntriesByName('warm-up').map((m) => (m as PerformanceMark).detail as string));
      expect(marks).toEqual(['company', 'product']);
    }, { timeout: 10_000 });
    expect(calls).toHaveLength(0);
    // Nothing the samples hold was fetched (no picture, no link).
    expect(requests.filter((u) => /\/warm-up\/|\/_img\/|example\.com/.test(u))).toEqual([]);
    // The hidden copy is gone: no result, no record, no sample title anywhere in the page.
    expect(document.querySelector('section.result')).toBeNull();
    expect(screen.queryByTestId('record-title')).toBeNull();
    expect(document.body.textContent).not.toContain('示例');
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(app.result()!.textContent).not.toContain('示例');
    expect(calls).toHaveLength(1);
  });
});

describe('history navigation (moved from e2e/calls.spec.ts)', () => {
  it('Back and Forward show the answers already received, without calling', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    const first = app.title();
    await app.run({ id: 'shop_1000002' });
    await app.settled();
    const second = app.title();
    expect(first).not.toBe(second);

    const navigate = async (go: () => void) => act(async () => {
      go();
      await new Promise((r) => setTimeout(r, 50));
    });
    await navigate(() => window.history.back());
    await waitFor(() => expect(app.title()).toBe(first));
    expect((document.querySelector('#lookup-id') as HTMLInputElement).value).toBe('shop_1000001');
    await navigate(() => window.history.forward());
    await waitFor(() => expect(app.title()).toBe(second));
    await navigate(() => window.history.back());
    await waitFor(() => expect(app.title()).toBe(first));
    expect(calls).toHaveLength(2);
  });
});
