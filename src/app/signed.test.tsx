// @vitest-environment happy-dom
// Signed configs (DESIGN D3), moved from e2e/signed.spec.ts (issue 35): made in the page from the secret, pasted from
// `npm run sign`, refused at their fields or as expired, and a 4005 with advice about the config. The countdowns driven
// by the page's clock stay in the browser spec.
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, DEMO, freshPage, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

/** Signs a config the way a customer's backend would (D3), at a chosen time. */
function signAt(unixSeconds: number, secret: string = DEMO.secret) {
  const apis = ['company.item_get', 'product.item_get'];
  const nonceStr = randomBytes(12).toString('hex');
  const timestamp = String(unixSeconds);
  const canonical = `apis=${[...apis].sort().join(',')}&key=${DEMO.key}&nonceStr=${nonceStr}&timestamp=${timestamp}`;
  const signature = createHmac('sha256', secret).update(canonical).digest('hex');
  return { key: DEMO.key, timestamp, nonceStr, signature, apis };
}

const panel = (app: App) => within(app.credentials());
const expiry = () => screen.getByTestId('signed-expiry');

async function signedMode(app: App): Promise<void> {
  fireEvent.click(panel(app).getByRole('radio', { name: 'Signed' }));
  await waitFor(() => panel(app).getByText('Paste a config', { exact: true }));
}

/** Opens a folded <details> by its summary text, if it is closed. */
function unfold(app: App, summary: string): void {
  const details = panel(app).getByText(summary, { exact: true }).closest('details');
  if (details && !details.open) fireEvent.click(panel(app).getByText(summary, { exact: true }));
}

async function pasteSigned(app: App, json: string): Promise<void> {
  await signedMode(app);
  unfold(app, 'Paste a config');
  fireEvent.change(await waitFor(() => panel(app).getByLabelText('Config JSON')), { target: { value: json } });
  fireEvent.click(panel(app).getByRole('button', { name: 'Use pasted config' }));
}

describe('signed configs', () => {
  it('a config made in the browser from the secret looks up, and the secret is not kept', async () => {
    const app = await openApp();
    await signedMode(app);
    unfold(app, 'Make from secret');
    fireEvent.change(await waitFor(() => panel(app).getByLabelText('key', { exact: true })), { target: { value: DEMO.key } });
    fireEvent.change(panel(app).getByLabelText('secret', { exact: true }), { target: { value: DEMO.secret } });
    fireEvent.click(panel(app).getByRole('button', { name: 'Make signed config' }));
    await waitFor(() => expect(app.credentialsStatus()).toContain('signed config'));
    await waitFor(() => expect(expiry().textContent).toMatch(/Expires in [45]:\d\d/));
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.title()).toBeTruthy();
    await app.openTab('Raw');
    await waitFor(() => expect(screen.getByTestId('request-url').textContent).toContain('signature='));
    expect(screen.getByTestId('request-url').textContent).not.toContain(DEMO.secret);
    // The secret was used once to sign: nothing in storage holds it.
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain(DEMO.secret);
  });

  it('a config pasted from npm run sign looks up a product', async () => {
    const printed = execFileSync('npx', ['tsx', 'scripts/sign.ts', '--key', DEMO.key, '--secret', DEMO.secret], { encoding: 'utf8' });
    const app = await openApp();
    await pasteSigned(app, printed);
    await waitFor(() => expect(app.credentialsStatus()).toContain('signed config'));
    await waitFor(() => expect(expiry().textContent).toContain('Expires in'));
    await app.run({ operation: 'product', id: '600000000000', lang: 'en' });
    await app.settled();
    expect(app.title()).toMatch(/teddy bear/i);
  });

  it('a pasted config with bad fields shows each error at its field', async () => {
    const app = await openApp();
    await pasteSigned(app, JSON.stringify({ key: 'demo', timestamp: 'yesterday', nonceStr: 'short', signature: 'xyz', apis: ['company.item_get'] }));
    for (const field of ['timestamp', 'nonceStr', 'signature']) {
      await waitFor(() => expect(panel(app).getByLabelText(field, { exact: true }).getAttribute('aria-invalid')).toBe('true'));
    }
    expect(app.credentialsStatus()).toBe('No credentials yet.');
  });

  it('an expired config is refused at paste; a refused config gets 4005 with advice about the config, not a secret', async () => {
    const app = await openApp();
    await pasteSigned(app, JSON.stringify(signAt(Math.floor(Date.now() / 1000) - 600)));
    await waitFor(() => panel(app).getByText(/This config expired at \d\d:\d\d: ask for a new one/));
    expect(app.credentialsStatus()).toBe('No credentials yet.');

    // Fresh, but signed with another secret: the gateway refuses the signature. The paste box is still open.
    fireEvent.change(panel(app).getByLabelText('Config JSON'), { target: { value: JSON.stringify(signAt(Math.floor(Date.now() / 1000), 'not-the-secret')) } });
    fireEvent.click(panel(app).getByRole('button', { name: 'Use pasted config' }));
    await waitFor(() => expect(expiry().textContent).toMatch(/Expires in [45]:\d\d/));
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.failure()!.getAttribute('data-kind')).toBe('api');
    expect(app.errorCode()).toContain('4005');
    expect(app.errorCode()).toContain('Invalid authentication credentials');
    expect(app.errorCode()).toContain('Authorization failed.');
    expect(app.failure()!.textContent).toContain('Not billed: refused calls (4005) are free.');
    const alert = within(app.failure()!).getByRole('alert').textContent ?? '';
    expect(alert).toContain('make or paste a new one');
    expect(alert).not.toContain('secret');
  });
});
