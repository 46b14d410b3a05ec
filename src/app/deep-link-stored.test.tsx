// @vitest-environment happy-dom
// A link opened without credentials (issue 38): History's stored answer for that lookup is shown, marked as stored, and
// nothing is sent; Look up still waits for credentials. The whole app against the in-process gateway, requests counted.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, freshPage, idle, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('a deep link without credentials', () => {
  it("shows History's stored answer for the lookup and sends nothing", async () => {
    let app = await openApp();
    // Credentials in memory only: the next load of the page has none.
    await app.usePlain();
    await app.run({ operation: 'company', id: 'shop_1000001', resultType: 'json', lang: 'en' });
    await app.settled();
    const title = app.title();
    expect(title).toBeTruthy();
    // History has written it (its list shows the entry once IndexedDB has it): only then is the page opened again.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Run again.*shop_1000001/ }).length).toBeGreaterThan(0), { timeout: 15_000 });
    await idle();
    expect(calls).toHaveLength(1);

    calls.length = 0;
    app = await openApp('/?op=company&item_id=shop_1000001&cache=yes&result_type=json&lang=en');
    await waitFor(() => expect(within(app.credentials()).getByRole('alert').textContent).toBe('Enter credentials, then press Look up to run this lookup.'));
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toMatch(/stored answer/), { timeout: 15_000 });
    await waitFor(() => expect(app.title()).toBe(title));
    await idle();
    expect(calls).toEqual([]);
  });

  it('shows nothing stored for a lookup History does not keep, and sends nothing', async () => {
    const app = await openApp('/?op=company&item_id=shop_1000002&cache=yes&result_type=json&lang=en');
    await waitFor(() => expect(within(app.credentials()).getByRole('alert').textContent).toBe('Enter credentials, then press Look up to run this lookup.'));
    await idle();
    expect(screen.queryByTestId('stored-mark')).toBeNull();
    expect(calls).toEqual([]);
  });
});
