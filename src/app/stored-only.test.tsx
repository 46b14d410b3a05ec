// @vitest-environment happy-dom
// "Stored answers only" (issue 24), moved from e2e/stored-only.spec.ts (issue 35): while the header's switch is on, no
// flow can send an item_get (Look up, History's Run again, Compare's Run, a batch), Look up says so and offers History's
// answer; off again, one lookup is one call, and the header's session counter counts what left. The whole app against
// the in-process gateway, item_get requests counted; a reload is the app loaded again over the same storage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, freshPage, idle, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const counter = () => screen.getByTestId('session-calls').textContent;
const toggle = () => screen.getByRole('switch', { name: 'Stored answers only' });
const history = () => screen.getByRole('region', { name: 'History' });
const alertText = (failure: HTMLElement | null) => within(failure!).getByRole('alert').textContent;

describe('stored answers only', () => {
  it('the no-calls switch holds through Look up, Run again, Compare and Batch; off, one lookup is one call', async () => {
    let app = await openApp();
    await app.usePlain();
    expect(counter()).toBe('this session: 0 calls sent');
    expect(toggle().getAttribute('aria-checked')).toBe('false');

    // Off: one lookup is one call, and the counter says 1.
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(counter()).toBe('this session: 1 call sent'));

    // On (the browser test pressed Space on the focused switch; a button's Space is a click): Look up refuses and
    // offers the answer History keeps.
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    // History has written the answer before it is offered.
    await waitFor(() => expect(within(history()).getAllByRole('button', { name: /^Run again.*shop_1000001/ }).length).toBeGreaterThan(0));
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(alertText(app.failure())).toBe('Stored answers only is on: nothing was sent.');
    const offer = await waitFor(() => screen.getByTestId('stored-only-offer'));
    await waitFor(() => expect(offer.textContent).toContain('History keeps an answer for this lookup'));
    fireEvent.click(await waitFor(() => within(offer).getByRole('button', { name: 'Show the stored answer' })));
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toContain('stored answer'));

    // History's Run again: refused in the same place.
    expect(app.failure()).toBeNull();
    fireEvent.click(within(history()).getAllByRole('button', { name: /^Run again.*shop_1000001/ })[0]!);
    await waitFor(() => expect(alertText(app.failure())).toBe('Stored answers only is on: nothing was sent.'));

    // Compare's Run: B is the refusal, not a call.
    app.openView('Compare');
    const compare = await waitFor(() => view('Compare two results'));
    fireEvent.change(within(compare).getByLabelText('cache', { exact: true }), { target: { value: 'no' } });
    fireEvent.click(within(compare).getByRole('button', { name: 'Run and compare' }));
    await waitFor(() => expect((within(compare).getByLabelText('Result B') as HTMLSelectElement).selectedOptions[0]?.textContent).toContain('not sent'));

    // A batch: pauses at its first row and says why, having sent nothing and failed no row (all three wait, not sent).
    app.openView('Batch');
    const batch = await waitFor(() => view('Batch lookup'));
    fireEvent.change(within(batch).getByLabelText(/^Identifiers/, { selector: 'textarea' }), { target: { value: ['shop_1000002', 'shop_1000003', 'shop_1000004'].join('\n') } });
    fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: /^Start batch/ })));
    await waitFor(() => expect(within(batch).getByTestId('batch-status').textContent).toBe('Paused — “Stored answers only” is on'), { timeout: 30_000 });
    await waitFor(() => expect(within(batch).getByTestId('batch-calls').getAttribute('data-calls')).toBe('0'));
    await waitFor(() => expect(within(batch).getByTestId('batch-pending').textContent).toBe('3'));
    expect(within(batch).getByTestId('batch-failed').textContent).toBe('0');

    // Kept for the tab across a reload, and shown in presenter mode (the P key's own test stays in the browser:
    // e2e/interface.spec.ts › presenter mode …).
    await idle();
    app = await openApp();
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(document.querySelector('.app--presenter')).not.toBeNull());
    expect(toggle()).toBeTruthy();
    expect(counter()).toBe('this session: 1 call sent');
    fireEvent.keyDown(document.body, { key: 'p' });
    await waitFor(() => expect(document.querySelector('.app--presenter')).toBeNull());
    await idle();
    expect(calls).toHaveLength(1);

    // Off again: the next lookup is exactly one call, and the counter follows.
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    app.openView('Lookup');
    await app.usePlain();
    await app.run({ id: 'shop_1000002' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(2);
    await waitFor(() => expect(counter()).toBe('this session: 2 calls sent'));
  });
});
