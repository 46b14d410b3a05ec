// @vitest-environment happy-dom
// Environments (issue 15), moved from e2e/environments.spec.ts (issue 35): named profiles switched from the header, which
// says which gateway and account are in use; credentials stay with the environment they were entered in; switching
// never sends a call. A reload is the app loaded again over the same storage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, type App, calls, DEMO, failed, freshPage, openApp, OTHER_ORIGIN, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const STAGING = `${OTHER_ORIGIN}/gateway`;
const host = (url: string) => new URL(url).host;
/** Everything the page keeps in Web Storage, as one text. */
const storage = () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });
const checked = (app: App) => app.header().select.selectedOptions[0]?.textContent;
const optionTexts = (app: App) => [...app.header().select.options].map((o) => o.textContent);

function pick(app: App, label: string): void {
  const select = app.header().select;
  const option = [...select.options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no environment ${label}`);
  fireEvent.change(select, { target: { value: option.value } });
}

/** Settings › New environment, filled and saved. */
async function newEnvironment(app: App, name: string, baseUrl: string, colour?: string): Promise<void> {
  const dialog = await app.openSettings();
  fireEvent.click(within(dialog).getByRole('button', { name: 'New environment' }));
  fireEvent.change(within(dialog).getByLabelText('Environment name'), { target: { value: name } });
  if (colour) fireEvent.click(within(dialog).getByRole('radio', { name: colour }));
  fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: baseUrl } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
}

describe('environments', () => {
  it('a second environment: made in Settings, switched from the header, its own credentials, and no call by switching', async () => {
    let app = await openApp();
    const h = () => app.header();
    expect(h().select.value).toBe('local');
    expect(checked(app)).toBe('Local gateway');
    expect(h().gateway.textContent).toContain(`${host(APP_ORIGIN)}/gateway`);
    expect(h().account.textContent).toContain('no credentials');

    await app.usePlain();
    await waitFor(() => expect(h().account.textContent).toContain('de…'));
    expect(h().account.textContent).not.toContain(DEMO.secret);
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(`${APP_ORIGIN}/gateway/company/item_get/`);

    // A new environment: saving it switches to it, with no credentials (the local key is not carried over).
    const dialog = await app.openSettings();
    expect(within(dialog).queryByRole('button', { name: 'Delete environment' })).toBeNull();
    expect(within(dialog).getByText(/cannot be deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await newEnvironment(app, 'Staging', STAGING, 'Blue');

    await waitFor(() => expect(checked(app)).toBe('Staging'));
    expect(screen.getByTestId('header-environment').getAttribute('data-env-colour')).toBe('blue');
    expect(h().gateway.textContent).toContain(`${host(STAGING)}/gateway`);
    expect(h().account.textContent).toContain('no credentials');
    expect(app.credentialsStatus()).toContain('No credentials');
    // Nothing of the old environment stays on screen.
    expect(app.title()).toBeNull();
    expect(calls).toHaveLength(1);
    expect(storage()).toContain('Staging');
    expect(storage()).not.toContain(DEMO.secret);

    // A lookup now goes to the new base URL, with credentials entered for this environment.
    await app.usePlain();
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain(`${STAGING}/company/item_get/`);

    // Back to the local gateway from the header: its own credentials come back from memory; nothing is sent.
    pick(app, 'Local gateway');
    await waitFor(() => expect(h().gateway.textContent).toContain(`${host(APP_ORIGIN)}/gateway`));
    expect(h().account.textContent).toContain('de…');
    expect(app.credentialsStatus()).toContain(`Using key ${DEMO.key}`);
    expect(document.querySelector('.app__header')?.getAttribute('data-env-colour')).toBe('green');
    pick(app, 'Staging');
    await waitFor(() => expect(h().account.textContent).toContain('de…'));
    pick(app, 'Local gateway');
    await waitFor(() => expect(h().account.textContent).toContain('de…'));
    expect(calls).toHaveLength(2);
    expect(storage()).not.toContain(DEMO.secret);

    // Renamed in Settings: the header follows.
    pick(app, 'Staging');
    const rename = await app.openSettings();
    expect((within(rename).getByLabelText('Environment name') as HTMLInputElement).value).toBe('Staging');
    fireEvent.change(within(rename).getByLabelText('Environment name'), { target: { value: 'Staging EU' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(checked(app)).toBe('Staging EU'));
    expect(h().gateway.textContent).toContain(`${host(STAGING)}/gateway`);
    pick(app, 'Local gateway');
    expect(calls).toHaveLength(2);

    // After a reload: the environments and the choice are kept, the secrets are not (memory only by default).
    app = await openApp();
    expect(checked(app)).toBe('Local gateway');
    expect(optionTexts(app)).toEqual(['Local gateway', 'Staging EU']);
    expect(h().account.textContent).toContain('no credentials');

    // Deleting Staging (while it is in use) brings back the local gateway; the local gateway itself cannot be deleted.
    pick(app, 'Staging EU');
    const del = await app.openSettings();
    fireEvent.click(within(del).getByRole('button', { name: 'Delete environment' }));
    fireEvent.click(within(del).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    expect(optionTexts(app)).toEqual(['Local gateway']);
    expect(h().select.value).toBe('local');
    expect(calls).toHaveLength(2);
    expect(storage()).not.toContain('Staging');
  });

  it('switching aborts the call in flight under the old environment, and sends nothing', async () => {
    const app = await openApp();
    // Both environments hold the same key: the call must stop all the same (the environment changed, not the key).
    await newEnvironment(app, 'Second', STAGING);
    await app.usePlain();
    pick(app, 'Local gateway');
    await app.usePlain();

    calls.length = 0;
    await app.run({ id: 'fault-delay-2', cache: 'no' });
    await app.lookingUp();
    await waitFor(() => expect(calls).toHaveLength(1));
    pick(app, 'Second');
    await waitFor(() => expect(failed).toHaveLength(1));
    await waitFor(() => expect(app.header().account.textContent).toContain('de…'));
    expect(app.title()).toBeNull();
    expect(calls).toHaveLength(1);
    // The next call is the one asked for, to the new gateway: nothing left by itself in between (a retry, a pending lookup).
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toContain(`${STAGING}/company/item_get/`);
  });

  it('the environment a remembered key was entered in is the only one that starts with it', async () => {
    let app = await openApp();
    await newEnvironment(app, 'Remembered', STAGING);
    await app.usePlain();
    fireEvent.click(within(app.credentials()).getByRole('radio', { name: 'This tab' }));
    await waitFor(() => expect(JSON.stringify({ ...sessionStorage })).toContain(DEMO.secret));
    expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO.secret);

    app = await openApp();
    expect(checked(app)).toBe('Remembered');
    await waitFor(() => expect(app.header().account.textContent).toContain('de…'));
    pick(app, 'Local gateway');
    await waitFor(() => expect(app.header().account.textContent).toContain('no credentials'));
    expect((within(app.credentials()).getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    // Entering none here leaves the other environment's remembered copy alone.
    pick(app, 'Remembered');
    await waitFor(() => expect(app.header().account.textContent).toContain('de…'));
    expect((within(app.credentials()).getByRole('radio', { name: 'This tab' }) as HTMLInputElement).checked).toBe(true);
  });

  it('a corrupt environments store falls back to the local gateway with a notice, never a crash', async () => {
    localStorage.setItem('listing-explorer.environments', '{"version":1,"list":[{"id":"x"');
    const app = await openApp();
    expect(screen.getByTestId('environments-notice').textContent).toContain('could not be read');
    expect(optionTexts(app)).toEqual(['Local gateway']);
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('environments-notice')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('environments-notice')).toBeNull());
  });

  it('a base URL a link asks for, once confirmed, is an environment of its own: the key in use does not follow it', async () => {
    let app = await openApp();
    await app.usePlain();
    app = await openApp(`/?op=company&item_id=shop_1000000&base_url=${encodeURIComponent(STAGING)}`);
    await app.usePlain();
    // Opening the link sends nothing; Look up sends where the user is, not where the link points, until the user confirms.
    await waitFor(() => screen.getByTestId('lookup-waiting'));
    expect(calls).toHaveLength(0);
    app.submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).not.toContain(host(STAGING));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Use this base URL' }));
    await waitFor(() => expect(checked(app)).toBe(`${host(STAGING)}/gateway`));
    expect(app.header().gateway.getAttribute('title')).toBe(STAGING);
    expect(app.header().account.textContent).toContain('no credentials');
    expect(optionTexts(app)).toEqual(['Local gateway', `${host(STAGING)}/gateway`]);
    expect(calls).toHaveLength(1);
  });
});
