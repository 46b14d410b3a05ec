// @vitest-environment happy-dom
// A signed config's life on the page's clock, moved from e2e/signed.spec.ts (issue 35): the countdown, the warning in the
// last five minutes and the refusal past expiry (nothing leaves), in the panel and on presenter mode's one line. Only
// the page's Date jumps (vi.setSystemTime, as Playwright's page.clock.fastForward); the gateway keeps the real clock.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSignedConfig } from '../../scripts/sign';
import { type App, calls, DEMO, freshPage, idle, openApp, realNow, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => {
  freshPage();
  // Date only, running on with real time: timers, IndexedDB and the gateway's sockets stay real.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  ahead = 0;
});
afterEach(() => vi.useRealTimers());

const panel = (app: App) => within(app.credentials());
const expiry = () => within(screen.getByRole('region', { name: 'Credentials' })).getByTestId('signed-expiry');
// From the machine's clock, not the faked one: under load the faked Date, advanced by a real interval, falls behind.
let ahead = 0;
const fastForward = (ms: number) => {
  ahead += ms;
  vi.setSystemTime(realNow() + ahead);
};
/** Signed at the machine's time, as the gateway reads it. */
const sign = (ttl: string) => makeSignedConfig(['--key', DEMO.key, '--secret', DEMO.secret, '--ttl', ttl], realNow());

async function pasteSigned(app: App, json: string): Promise<void> {
  fireEvent.click(panel(app).getByRole('radio', { name: 'Signed' }));
  const box = await waitFor(() => panel(app).getByLabelText('Config JSON'));
  fireEvent.change(box, { target: { value: json } });
  fireEvent.click(panel(app).getByRole('button', { name: 'Use pasted config' }));
}

describe('a signed config on the page clock', () => {
  it('a config made with --ttl lasts the meeting; once it has expired it is refused before sending, and a new one works', async () => {
    const app = await openApp();
    fireEvent.click(panel(app).getByRole('radio', { name: 'Signed' }));
    // Signed mode opens on pasting a config (the secret stays out of the browser); making one from the secret is folded.
    await waitFor(() => panel(app).getByLabelText('Config JSON'));
    expect(panel(app).getByLabelText('secret', { exact: true }).closest('details')?.open).toBe(false);

    const config = await sign('90m');
    expect(Number(config.expires) - Number(config.timestamp)).toBe(5400);
    await pasteSigned(app, JSON.stringify(config));
    await waitFor(() => expect(expiry().textContent).toMatch(/Expires in 1:(29|30):\d\d/));
    expect(expiry().getAttribute('data-state')).toBe('ok');
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0] ?? '').searchParams.get('expires')).toBe(config.expires);

    // 87 minutes later: the panel warns and offers a new config.
    fastForward(87 * 60_000);
    await waitFor(() => expect(expiry().getAttribute('data-state')).toBe('ending'));
    expect(within(expiry()).getByRole('button', { name: 'Paste a new config' })).toBeTruthy();

    // Past its expiry: the panel says Expired, and Look up is refused in the send path — nothing leaves.
    fastForward(4 * 60_000);
    await waitFor(() => expect(expiry().getAttribute('data-state')).toBe('expired'));
    const at = new Date(Number(config.expires) * 1000).toTimeString().slice(0, 5);
    expect(expiry().textContent).toContain(`Expired at ${at}`);
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('request');
    expect(within(app.failure()!).getByRole('alert').textContent).toBe(`The signed config expired at ${at} — paste a new one; nothing was sent.`);
    await idle();
    expect(calls).toHaveLength(1);

    // "Paste a new config" opens the paste box with the cursor in it; a fresh config sends again.
    fireEvent.click(within(expiry()).getByRole('button', { name: 'Paste a new config' }));
    const box = await waitFor(() => panel(app).getByLabelText('Config JSON'));
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: JSON.stringify(await sign('2h')) } });
    fireEvent.click(panel(app).getByRole('button', { name: 'Use pasted config' }));
    await waitFor(() => expect(expiry().getAttribute('data-state')).toBe('ok'));
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('presenter mode keeps the countdown on its one line: masked key, time left, the warning with Paste a new config, expired refused', async () => {
    const app = await openApp();
    await pasteSigned(app, JSON.stringify(await sign('90m')));
    await waitFor(() => expect(expiry().getAttribute('data-state')).toBe('ok'));

    fireEvent.click(screen.getByRole('button', { name: 'Presenter mode' }));
    const line = () => screen.getByTestId('presenter-credentials');
    await waitFor(() => expect(line().textContent).toMatch(/^Using key de•+ \(signed\) · expires in 1:(29|30):\d\d$/));
    expect(line().textContent).not.toContain(DEMO.key + ' ');
    const lineExpiry = () => within(line()).getByTestId('signed-expiry');
    expect(lineExpiry().getAttribute('data-state')).toBe('ok');
    expect(within(line()).queryByRole('button', { name: 'Paste a new config' })).toBeNull();

    // The last five minutes: the line warns and offers a new config.
    fastForward(87 * 60_000);
    await waitFor(() => expect(lineExpiry().getAttribute('data-state')).toBe('ending'));
    await waitFor(() => expect(line().textContent).toMatch(/expires in 2:\d\d — ask for a new configPaste a new config$/));

    // Expired: the line says so, and Look up is refused before anything leaves.
    fastForward(4 * 60_000);
    await waitFor(() => expect(lineExpiry().getAttribute('data-state')).toBe('expired'));
    expect(line().textContent).toContain('config expired: lookups are not sent');
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('request');
    expect(within(app.failure()!).getByRole('alert').textContent).toContain('nothing was sent');
    await idle();
    expect(calls).toHaveLength(0);

    // "Paste a new config" opens the panel on the paste box; once used, the panel folds back to the masked line.
    fireEvent.click(within(line()).getByRole('button', { name: 'Paste a new config' }));
    const box = await waitFor(() => within(screen.getByRole('region', { name: 'Credentials' })).getByLabelText('Config JSON'));
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: JSON.stringify(await sign('2h')) } });
    fireEvent.click(within(screen.getByRole('region', { name: 'Credentials' })).getByRole('button', { name: 'Use pasted config' }));
    // Signed at the machine's time, read on the page's clock (91 minutes ahead): 2 h − 91 min.
    await waitFor(() => expect(line().textContent).toMatch(/^Using key de•+ \(signed\) · expires in 2\d:\d\d$/));
    expect(lineExpiry().getAttribute('data-state')).toBe('ok');
    expect(calls).toHaveLength(0);
  });
});
