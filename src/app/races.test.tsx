// @vitest-environment happy-dom
// Races (moved from e2e/races.spec.ts, issue 35): a slow lookup overtaken by a newer one never shows its answer under the
// newer identifier; it is not aborted (it may already be billed; its answer lands in the store under its own key).
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answered, calls, failed, freshPage, openApp, startGateway, stopGateway } from './app-harness';

// fault-slow answers after 1.5 s here (20 s in the browser spec, which never waited for it): the test sees it land.
beforeAll(() => startGateway({ slowMs: 1_500 }));
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('races', () => {
  it('a slow lookup overtaken by a newer one never shows under the newer identifier', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-slow' });
    await app.lookingUp();
    await waitFor(() => expect(calls.filter((u) => u.includes('fault-slow'))).toHaveLength(1));

    await app.run({ id: 'shop_1000006' });
    await app.settled();
    expect(app.result()!.querySelector('h2')?.textContent).toMatch(/company · shop_1000006/);
    const title = app.title();
    expect(title).toBeTruthy();
    // The overtaken call is left to finish (D12: only Cancel aborts); the view shows the newer lookup.
    expect(failed).toHaveLength(0);
    expect(window.location.search).toMatch(/item_id=shop_1000006/);
    // The overtaken answer arrives: it replaces nothing on screen.
    await waitFor(() => expect(answered.filter((u) => u.includes('fault-slow'))).toHaveLength(1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.title()).toBe(title);
    expect(app.failure()).toBeNull();
    expect(failed).toHaveLength(0);
  });
});
