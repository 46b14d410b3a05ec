// @vitest-environment happy-dom
// History and environments (issue 38): each entry says the environment it was made in; Run again on one made in another
// environment asks where to run it and sends nothing until the person chooses (DESIGN D14), then exactly one request,
// to the chosen environment's gateway with that environment's key. The whole app against the in-process gateway.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, type App, calls, DEMO, freshPage, idle, openApp, OTHER_ORIGIN, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const LOCAL = `${APP_ORIGIN}/gateway`;
const STAGING = `${OTHER_ORIGIN}/gateway`;
/** Staging's own account (a working sample account of the gateway), so a request tells which credentials it carried. */
const STAGING_KEY = { key: 'single-lane', secret: 'single-lane-secret' };
const LOCAL_ID = 'shop_1000000';
const STAGING_ID = 'shop_1000001';

const history = () => screen.getByRole('region', { name: 'History' });
const checked = (app: App) => app.header().select.selectedOptions[0]?.textContent;
const keyOf = (url: string) => new URL(url).searchParams.get('key');

/** The History entry of a lookup, by its identifier. */
function entry(id: string): HTMLElement {
  const item = within(history())
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(id));
  if (!item) throw new Error(`no History entry for ${id}`);
  return item;
}
const runAgain = (id: string) => fireEvent.click(within(history()).getByRole('button', { name: `Run again: company item_id=${id}` }));
const choice = (id: string) => screen.queryByRole('group', { name: `Where to run company item_id=${id}` });

/** Run again on an entry made elsewhere: nothing leaves; the choice it offers. */
async function ask(id: string): Promise<HTMLElement> {
  const before = calls.length;
  runAgain(id);
  await idle();
  expect(calls).toHaveLength(before);
  return waitFor(() => screen.getByRole('group', { name: `Where to run company item_id=${id}` }));
}

function pick(app: App, label: string): void {
  const option = [...app.header().select.options].find((o) => o.textContent === label);
  if (!option) throw new Error(`no environment ${label}`);
  fireEvent.change(app.header().select, { target: { value: option.value } });
}

/** Settings › New environment, filled and saved (saving switches to it). */
async function newEnvironment(app: App, name: string, baseUrl: string, colour: string): Promise<void> {
  const dialog = await app.openSettings();
  fireEvent.click(within(dialog).getByRole('button', { name: 'New environment' }));
  fireEvent.change(within(dialog).getByLabelText('Environment name'), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('radio', { name: colour }));
  fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: baseUrl } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
}

/** One answer made in the local gateway (demo key), one in Staging (its own key); back in the local gateway. */
async function twoEnvironments(): Promise<App> {
  const app = await openApp();
  await app.usePlain();
  await app.run({ id: LOCAL_ID });
  await app.settled();
  await newEnvironment(app, 'Staging', STAGING, 'Blue');
  await waitFor(() => expect(checked(app)).toBe('Staging'));
  await app.usePlain(STAGING_KEY.key, STAGING_KEY.secret);
  await app.run({ id: STAGING_ID });
  await app.settled();
  pick(app, 'Local gateway');
  await waitFor(() => expect(app.header().account.textContent).toContain('de…'));
  await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(2));
  expect(calls).toHaveLength(2);
  calls.length = 0;
  return app;
}

describe('History and environments', () => {
  it('each entry names the environment it was made in, with its colour', async () => {
    await twoEnvironments();
    const local = within(entry(LOCAL_ID)).getByTestId('entry-environment');
    const staging = within(entry(STAGING_ID)).getByTestId('entry-environment');
    expect(local.textContent).toContain('Local gateway');
    expect(staging.textContent).toContain('Staging');
    expect(staging.textContent).not.toContain('Local gateway');
    expect(local.querySelector('.env__dot')?.getAttribute('data-env-colour')).toBe('green');
    expect(staging.querySelector('.env__dot')?.getAttribute('data-env-colour')).toBe('blue');
    // Said in the entry's accessible name too (the button that opens its stored answer).
    expect(within(entry(STAGING_ID)).getByRole('button', { name: /Open the stored answer of company item_id=shop_1000001.*Environment: Staging/ })).toBeTruthy();
    // And in Compare's pickers, which offer History's answers side by side (after a reload: none is in the tab).
    const reloaded = await openApp();
    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(2));
    reloaded.openView('Compare');
    const picker = await waitFor(() => screen.getByLabelText('Result A') as HTMLSelectElement);
    const stored = picker.querySelector('optgroup[label="Stored in History"]');
    const options = [...(stored?.querySelectorAll('option') ?? [])].map((o) => o.textContent ?? '');
    expect(options.find((o) => o.includes(STAGING_ID))).toMatch(/ · Staging$/);
    expect(options.find((o) => o.includes(LOCAL_ID))).toMatch(/ · Local gateway$/);
  });

  it('Run again beside an opened stored answer of another environment asks the same way, in History', async () => {
    const app = await twoEnvironments();
    fireEvent.click(within(entry(STAGING_ID)).getByRole('button', { name: /^Open the stored answer of company item_id=shop_1000001/ }));
    const mark = await waitFor(() => screen.getByTestId('stored-mark'));
    // The stored answer is read (a local read) and shown: its mark has taken the focus, as opening it does.
    await waitFor(() => expect(app.title()).toBeTruthy());
    fireEvent.click(within(mark).getByRole('button', { name: 'Run again' }));
    await idle();
    expect(calls).toHaveLength(0);
    const group = await waitFor(() => screen.getByRole('group', { name: `Where to run company item_id=${STAGING_ID}` }));
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Run in Staging' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Local gateway' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`${LOCAL}/company/item_get/`);
    expect(keyOf(calls[0]!)).toBe(DEMO.key);
  });

  it('Run again on an answer made in another environment asks first: nothing is sent until a choice, Cancel sends nothing', async () => {
    const app = await twoEnvironments();
    const group = await ask(STAGING_ID);
    expect(group.textContent).toContain('This answer was made in Staging; you are in Local gateway. Run it in:');
    const buttons = within(group)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons).toEqual(['Run in Staging', 'Run in Local gateway', 'Cancel']);
    // Keyboard first: the first choice holds the focus.
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Run in Staging' }));
    await idle();
    expect(calls).toHaveLength(0);

    fireEvent.click(within(group).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(choice(STAGING_ID)).toBeNull());
    await idle();
    expect(calls).toHaveLength(0);
    expect(checked(app)).toBe('Local gateway');

    // Escape is Cancel too, and the focus goes back to Run again.
    await ask(STAGING_ID);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(choice(STAGING_ID)).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Run again: company item_id=${STAGING_ID}`);
    await idle();
    expect(calls).toHaveLength(0);
  });

  it("choosing the entry's environment switches to it and sends one request there, with its key", async () => {
    const app = await twoEnvironments();
    const group = await ask(STAGING_ID);
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Staging' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`${STAGING}/company/item_get/`);
    expect(calls[0]).toContain(`item_id=${STAGING_ID}`);
    expect(keyOf(calls[0]!)).toBe(STAGING_KEY.key);
    expect(checked(app)).toBe('Staging');
    await waitFor(() => expect(app.header().account.textContent).toContain('si…'));
    await app.settled();
    expect(app.title()).toBeTruthy();
    await idle();
    expect(calls).toHaveLength(1);
  });

  it('choosing the environment in use sends one request there, with its key, and stays', async () => {
    const app = await twoEnvironments();
    const group = await ask(STAGING_ID);
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Local gateway' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`${LOCAL}/company/item_get/`);
    expect(keyOf(calls[0]!)).toBe(DEMO.key);
    expect(checked(app)).toBe('Local gateway');
    await app.settled();
    await idle();
    expect(calls).toHaveLength(1);
  });

  it('Run again on an answer made in the environment in use runs at once, as before', async () => {
    const app = await twoEnvironments();
    runAgain(LOCAL_ID);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(choice(LOCAL_ID)).toBeNull();
    expect(calls[0]).toContain(`${LOCAL}/company/item_get/`);
    expect(keyOf(calls[0]!)).toBe(DEMO.key);
    await app.settled();
  });

  it("the entry's environment without credentials: the switch happens and the lookup waits for them, no call", async () => {
    let app = await twoEnvironments();
    // A reload: the environments stay, the credentials (memory only) do not; the local gateway gets its key again.
    app = await openApp();
    await app.usePlain();
    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(2));
    const group = await ask(STAGING_ID);
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Staging' }));
    await waitFor(() => expect(checked(app)).toBe('Staging'));
    // As for a link: the lookup waits in the form, History's answer for it in Staging is shown meanwhile (a local read).
    await waitFor(() => expect(within(app.credentials()).getByText('Enter credentials, then press Look up to run this lookup.')).toBeTruthy());
    expect((document.querySelector('#lookup-id') as HTMLInputElement).value).toBe(STAGING_ID);
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toContain('Look up again'));
    expect(app.header().account.textContent).toContain('no credentials');
    await idle();
    expect(calls).toHaveLength(0);
    // Credentials for Staging, then Look up: the one call goes to Staging.
    await app.usePlain(STAGING_KEY.key, STAGING_KEY.secret);
    await idle();
    expect(calls).toHaveLength(0);
    app.submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`${STAGING}/company/item_get/`);
    expect(keyOf(calls[0]!)).toBe(STAGING_KEY.key);
  });

  it('an entry of a deleted environment says so, and Run again offers only the environment in use', async () => {
    const app = await twoEnvironments();
    pick(app, 'Staging');
    const del = await app.openSettings();
    fireEvent.click(within(del).getByRole('button', { name: 'Delete environment' }));
    fireEvent.click(within(del).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await waitFor(() => expect(checked(app)).toBe('Local gateway'));
    await waitFor(() => expect(within(entry(STAGING_ID)).getByTestId('entry-environment').textContent).toContain('deleted environment'));
    expect(within(entry(LOCAL_ID)).getByTestId('entry-environment').textContent).toContain('Local gateway');

    const group = await ask(STAGING_ID);
    expect(group.textContent).toContain('This answer was made in an environment that has since been deleted; you are in Local gateway. Run it in:');
    expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Run in Local gateway', 'Cancel']);
    await idle();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Local gateway' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`${LOCAL}/company/item_get/`);
    expect(keyOf(calls[0]!)).toBe(DEMO.key);
    await app.settled();
  });
});
