// @vitest-environment happy-dom
// Deep links (moved from e2e/deep-links.spec.ts, issue 35): a link carries the lookup, never credentials or the base URL;
// opening it or reloading never sends (DESIGN D14); a link asking for another base URL needs consent. A reload here is
// the app loaded again (fresh modules) over the same storage and IndexedDB.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('deep links', () => {
  it('a lookup is in the page URL; reloading it fills the form, shows the stored answer and sends nothing until Look up', async () => {
    let app = await openApp();
    await app.usePlain();
    // Remember for this tab, so the reload still has credentials.
    fireEvent.click(within(app.credentials()).getByRole('radio', { name: 'This tab' }));
    await app.run({ operation: 'product', id: '600000000001', resultType: 'jsonu', lang: 'en', version: '2.1' });
    await app.settled();
    const title = app.title();
    expect(title).toBeTruthy();
    await waitFor(() => expect(window.location.search).toMatch(/^\?op=product&num_iid=600000000001&cache=yes&result_type=jsonu&lang=en&version=2\.1$/));
    expect(window.location.href).not.toContain(DEMO.secret);
    expect(window.location.href).not.toContain('key=');
    await idle();

    calls.length = 0;
    app = await openApp();
    await waitFor(() => expect((document.querySelector('#lookup-id') as HTMLInputElement).value).toBe('600000000001'));
    expect((screen.getByLabelText('result_type', { exact: true }) as HTMLSelectElement).value).toBe('jsonu');
    expect((screen.getByLabelText('version', { exact: true }) as HTMLInputElement).value).toBe('2.1');
    // History keeps this lookup's answer (same environment, same account): it is shown, marked, with the billed action
    // offered beside it and the calls left today from the stored answer.
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toMatch(/received .* — stored answer/), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: /^Look up again \(1 billed call; [\d,]+ left today\)$/ })).toBeTruthy();
    await waitFor(() => expect(app.title()).toBe(title));
    // The page settles (the idle warm-up, the samples) without a call.
    await idle();
    expect(calls).toEqual([]);
    // Look up is the person's action: one call, the same answer.
    app.submit();
    await app.settled();
    expect(app.title()).toBe(title);
    expect(calls).toHaveLength(1);
  });

  it('a deep link without credentials waits for them and for Look up: entering credentials sends nothing', async () => {
    const app = await openApp('/?op=company&item_id=shop_1000001&cache=yes&result_type=xml&lang=ru');
    await waitFor(() => expect(within(app.credentials()).getByRole('alert').textContent).toBe('Enter credentials, then press Look up to run this lookup.'));
    expect((document.querySelector('#lookup-id') as HTMLInputElement).value).toBe('shop_1000001');
    expect(screen.queryByRole('region', { name: /^Result/ })).toBeNull();
    await app.usePlain();
    await waitFor(() => expect(screen.getByTestId('lookup-waiting').textContent).toContain('company shop_1000001'));
    await idle();
    expect(calls).toEqual([]);
    app.submit();
    await app.settled();
    expect(calls).toHaveLength(1);
    expect(app.title()).toMatch(/[\u0400-\u04ff]/);
    await app.openTab('Raw');
    await waitFor(() => expect(screen.getByTestId('raw-body').textContent).toMatch(/^<\?xml|^<response/));
  });

  it('a link asking for another base URL changes nothing until the user confirms', async () => {
    let app = await openApp('/?op=company&item_id=shop_1000000&base_url=https%3A%2F%2Fevil.example.invalid%2Fapi');
    const banner = await waitFor(() => screen.getByRole('alertdialog'), { timeout: 5_000 });
    expect(banner.textContent).toContain('This link asks to use base URL https://evil.example.invalid/api');
    // Still the local gateway: nothing was applied.
    const dialog = await app.openSettings();
    expect((within(dialog).getByLabelText('Base URL') as HTMLInputElement).value).toMatch(/\/gateway$/);
    // Escape closes a native <dialog> in the browser (dialog.tsx): here the close it makes.
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    fireEvent.click(within(banner).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.href).not.toMatch(/base_url/);

    // Asked again, and this time confirmed: then (and only then) it is used, as an environment of its own.
    app = await openApp('/?url=https%3A%2F%2Fapi.example.com');
    fireEvent.click(within(await waitFor(() => screen.getByRole('alertdialog'), { timeout: 5_000 })).getByRole('button', { name: 'Use this base URL' }));
    await waitFor(() => expect(app.header().gateway.getAttribute('title')).toBe('https://api.example.com'));
    expect(app.header().select.selectedOptions[0]?.textContent).toBe('api.example.com');
  });

  it('a javascript: base URL is refused at the field', async () => {
    const app = await openApp();
    const dialog = await app.openSettings();
    fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    fireEvent.change(within(dialog).getByLabelText('Timeout (ms)'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Timeout (ms)').getAttribute('aria-invalid')).toBe('true'));
  });
});
