// @vitest-environment happy-dom
// Batch's rough edges (issue 38) in the whole app against the in-process gateway, item_get requests counted: identifiers
// not valid for the operation are left out by default (no request) unless included anyway; a paused run shows no rate
// and no time left.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, freshPage, idle, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const sentIds = () => calls.map((u) => new URL(u).searchParams.get('num_iid'));

async function productBatch(text: string): Promise<HTMLElement> {
  const app = await openApp();
  await app.usePlain();
  app.openView('Batch');
  const batch = await waitFor(() => view('Batch lookup'), { timeout: 5_000 });
  fireEvent.click(within(batch).getByRole('radio', { name: 'Product (num_iid)' }));
  fireEvent.change(within(batch).getByLabelText(/identifiers/i, { selector: 'textarea' }), { target: { value: text } });
  return batch;
}

const LIST = ['600000000001', 'N/A', 'abc123', '600000000002', '600000000001'].join('\n');
const status = (batch: HTMLElement) => within(batch).getByTestId('batch-status').textContent;

describe('identifiers not valid for the operation', () => {
  it('are left out by default: listed with "Include anyway", not counted, and never requested', async () => {
    const batch = await productBatch(LIST);
    await waitFor(() => expect(within(batch).getByTestId('batch-left-out').textContent).toContain('2 identifiers left out (not valid for product): N/A, abc123'));
    fireEvent.click(within(batch).getByRole('button', { name: 'Start batch (2)' }));
    await waitFor(() => expect(status(batch)).toBe('Finished'), { timeout: 20_000 });
    await idle();
    expect(sentIds().sort()).toEqual(['600000000001', '600000000002']);
  });

  it('are sent once included anyway, and the announced count says so', async () => {
    const batch = await productBatch(LIST);
    fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: 'Include anyway' })));
    await waitFor(() => expect(within(batch).getByTestId('batch-left-out').textContent).toContain('2 identifiers not valid for product, included'));
    fireEvent.click(within(batch).getByRole('button', { name: 'Start batch (4)' }));
    await waitFor(() => expect(status(batch)).toBe('Finished'), { timeout: 20_000 });
    await idle();
    expect(sentIds().sort()).toEqual(['600000000001', '600000000002', 'N/A', 'abc123']);
  });
});

describe('a paused run', () => {
  it('shows no rate and no time left (shown while it runs)', async () => {
    // One call at a time; the gateway holds each fault-delay-N for N seconds, so the run is still going when paused.
    const batch = await productBatch(['fault-delay-2', '600000000011', 'fault-delay-3', '600000000012', 'fault-delay-4', '600000000013'].join('\n'));
    fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: 'Include anyway' })));
    fireEvent.change(within(batch).getByLabelText('Concurrency'), { target: { value: '1' } });
    fireEvent.click(within(batch).getByRole('button', { name: 'Start batch (6)' }));
    const figures = () => within(batch).getByTestId('batch-figures').textContent ?? '';
    await waitFor(() => expect(figures()).toMatch(/\/s.*left/), { timeout: 20_000 });
    fireEvent.click(within(batch).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(status(batch)).toBe('Paused'));
    expect(figures()).not.toMatch(/\/s|left/);
    // The call on the wire when it paused still comes back; its answer re-renders the figures, still without them.
    await waitFor(() => expect(within(batch).queryByTestId('batch-sent')).toBeNull(), { timeout: 10_000 });
    await idle();
    expect(status(batch)).toBe('Paused');
    expect(figures()).not.toMatch(/\/s|left/);
  });
});
