// @vitest-environment happy-dom
// Bad input at every field, moved from e2e/bad-input.spec.ts (issue 35): identifiers, base URL, pasted signed configs.
// A clear message at the field, no request for hard errors, odd-but-legal identifiers sent safely encoded, and nothing
// crashes (an error thrown in a handler or effect fails the test here, as a pageerror did there). The whole app against
// the in-process gateway, every request counted. The keyboard ways of sending stay in e2e/calls.spec.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, type App, calls, DEMO, freshPage, idle, openApp, requests, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const idField = () => document.querySelector<HTMLInputElement>('#lookup-id')!;
const alerts = (app: App) => within(app.lookupRegion()).queryAllByRole('alert');

describe('bad input', () => {
  it('identifiers: empty, whitespace, 10 KB, control characters are refused at the field with no request; emoji, ../ and %00 are sent encoded', async () => {
    const app = await openApp();
    await app.usePlain();

    const refused: [string, RegExp][] = [
      ['', /Enter an identifier/],
      ['   \t  ', /Enter an identifier/],
      ['x'.repeat(10 * 1024), /At most 128 characters/],
      ['shop_\u00011000000', /No spaces or control characters/],
      ['shop_1000000\u0000', /No spaces or control characters/],
      ['shop_\u202e1000000', /No spaces or control characters/],
      ['shop 1000000', /No spaces or control characters/],
    ];
    for (const [id, message] of refused) {
      await app.run({ id });
      await waitFor(() => expect(idField().getAttribute('aria-invalid')).toBe('true'));
      await waitFor(() => expect(alerts(app).map((a) => a.textContent)).toEqual([expect.stringMatching(message)]));
    }
    await idle();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('region', { name: /^Result/ })).toBeNull();

    // Legal but odd: a shape warning at the field; sent with every character percent-encoded, answered 2000.
    for (const id of ['shop_😀', '../../etc/passwd', '%00', '..%2F..%2Fadmin']) {
      app.fill({ id });
      await waitFor(() => expect(within(app.lookupRegion()).getByText(/You can still send it/)).toBeTruthy());
      app.submit();
      await app.settled();
      expect(app.errorCode()).toContain('2000');
      const sent = new URL(calls.at(-1) ?? '');
      expect(sent.pathname).toBe('/gateway/company/item_get/');
      expect(sent.searchParams.get('item_id')).toBe(id);
    }
    expect(calls).toHaveLength(4);
  });

  it('after a lookup, an identifier made wrong is flagged as it is typed, and the flag goes when the form sends again', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(calls).toHaveLength(1);

    // A sent form checks each later edit as it is typed: no press of "Look up" needed for the message.
    const type = (value: string) => fireEvent.change(idField(), { target: { value } });
    type('shop 1000000');
    await waitFor(() => expect(idField().getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(alerts(app).map((a) => a.textContent)).toEqual([expect.stringMatching(/No spaces or control characters/)]));
    type('shop_1000001');
    await waitFor(() => expect(alerts(app)).toHaveLength(0));
    type('');
    await waitFor(() => expect(alerts(app).map((a) => a.textContent)).toEqual([expect.stringMatching(/Enter an identifier/)]));
    await idle();
    expect(calls).toHaveLength(1);

    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(idField().getAttribute('aria-invalid')).not.toBe('true');
    expect(alerts(app)).toHaveLength(0);
    expect(calls).toHaveLength(2);
  });

  it('base URL: not a URL, javascript:, data:, embedded credentials are refused at the field and nothing is sent', async () => {
    const app = await openApp();
    await idle();
    const before = requests.length;
    for (const bad of ['not a url', 'javascript:alert(1)//', 'data:text/html,<script>alert(1)</script>', 'ftp://127.0.0.1/', 'http://user:pass@127.0.0.1:9/']) {
      const dialog = await app.openSettings();
      fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: bad } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(dialog).getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true'));
      expect(within(dialog).getAllByRole('alert')[0]!.textContent).not.toBe('');
      // Escape on the native dialog is the browser's: closed as Escape closes it (see deep-links.test.tsx).
      (dialog as HTMLDialogElement).close();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
      expect(screen.getByRole('banner').textContent).toContain('/gateway');
    }
    await idle();
    // Nothing left for another origin (the app's own files and the gateway it had are its origin).
    expect(requests.slice(before).filter((u) => !u.startsWith(APP_ORIGIN) && !u.startsWith('data:'))).toEqual([]);
  });

  it('pasted signed configs: not JSON, not an object, a missing field, wrong types: a message at the field, no request, no crash', async () => {
    const app = await openApp();
    const valid = { key: DEMO.key, timestamp: String(Math.floor(Date.now() / 1000)), nonceStr: 'abcdefghijklmnop1234', signature: 'a'.repeat(64), apis: ['company.item_get'] };
    const cases: [string, RegExp][] = [
      ['{not json', /not JSON/],
      ['', /empty/],
      ['[1,2,3]', /must be a JSON object/],
      ['"just a string"', /must be a JSON object/],
      [JSON.stringify({ ...valid, signature: undefined }), /signature field is missing/],
      // (A numeric timestamp and comma-joined apis are accepted on purpose: the schema is lenient where it is unambiguous.)
      [JSON.stringify({ ...valid, timestamp: true }), /timestamp field has the wrong type/],
      [JSON.stringify({ ...valid, apis: { company: 1 } }), /apis field has the wrong type/],
      [JSON.stringify({ ...valid, key: 42 }), /key field has the wrong type/],
      [JSON.stringify({ ...valid, signature: 'zz' }), /64 hexadecimal/],
      [JSON.stringify({ ...valid, nonceStr: 'short' }), /nonceStr|16/],
    ];
    const panel = within(app.credentials());
    // Signed mode opens on the "Paste a config" disclosure, and it stays open after a refused paste.
    fireEvent.click(panel.getByRole('radio', { name: 'Signed' }));
    const box = await waitFor(() => panel.getByLabelText('Config JSON'));
    for (const [text, message] of cases) {
      fireEvent.change(panel.getByLabelText('Config JSON'), { target: { value: text } });
      fireEvent.click(panel.getByRole('button', { name: 'Use pasted config' }));
      // The message is an alert next to the field it is about (the config box, or the pasted field's own input).
      await waitFor(() => expect(panel.getAllByRole('alert').some((a) => message.test(a.textContent ?? ''))).toBe(true));
      expect(app.credentialsStatus()).toBe('No credentials yet.');
      expect(box.closest('details')?.open ?? true).toBe(true);
    }
    await idle();
    expect(calls).toEqual([]);
  });
});
