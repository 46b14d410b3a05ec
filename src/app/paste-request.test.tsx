// @vitest-environment happy-dom
// "Paste a request" (issue 23), moved from e2e/paste-request.spec.ts (issue 35): a vendor-style curl, a bare URL, a
// Windows-quoted curl and a log line pasted into the identifier box each fill the form and send nothing; Look up then
// sends exactly one call with the pasted credentials; after a reload the pasted secret is in no storage, database, URL or
// history. A request for a gateway no environment has waits for "Add environment". The whole app against the
// in-process gateway, item_get counted. The paste is a paste event carrying the text (the browser spec pressed Ctrl+V
// over the real clipboard); the panel's keyboard use, axe and the Chinese scan stay in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const idField = () => document.querySelector<HTMLInputElement>('#lookup-id')!;

/** A paste into a field: the paste event with the text, as Ctrl+V over the clipboard fires it. */
function pasteInto(field: HTMLElement, text: string): void {
  field.focus();
  fireEvent.paste(field, { clipboardData: { getData: (type: string) => (type === 'text/plain' || type === 'text' ? text : '') } });
}

/** Every place in the page that outlives it: both storages, every IndexedDB database (all stores, all records), the URL. */
async function traces(): Promise<{ local: string; session: string; indexedDb: string; url: string }> {
  const databases = await indexedDB.databases();
  const records: unknown[] = [];
  for (const info of databases) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(info.name as string);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(store, 'readonly').objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      records.push({ db: info.name, store, all });
    }
    db.close();
  }
  expect(databases.length, 'History keeps answers in IndexedDB: the dump must see it').toBeGreaterThan(0);
  // History keeps body parts as UTF-8 bytes: read as text, so a search of the dump sees what they hold.
  const asText = (_key: string, v: unknown) => (v instanceof Uint8Array ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(v) : v);
  return { local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), indexedDb: JSON.stringify(records, asText), url: window.location.href };
}

interface FormValues {
  operation: 'company' | 'product';
  id: string;
  lang?: string;
  resultType?: string;
  cache?: string;
}

function expectForm(v: FormValues): void {
  const form = document.querySelector<HTMLFormElement>('#lookup-form')!;
  expect(form.querySelector<HTMLInputElement>(`input[name="operation"][value="${v.operation}"]`)!.checked).toBe(true);
  expect(idField().value).toBe(v.id);
  expect(form.querySelector<HTMLSelectElement>('#lookup-lang')!.value).toBe(v.lang ?? 'cn');
  expect(form.querySelector<HTMLSelectElement>('#lookup-result-type')!.value).toBe(v.resultType ?? 'json');
  expect(form.querySelector<HTMLSelectElement>('#lookup-cache')!.value).toBe(v.cache ?? 'yes');
}

/** A notice that names nothing as ignored. */
const NOTHING_IGNORED = /^(?![\s\S]*Ignored:)/;
const GW = `${APP_ORIGIN}/gateway`;

const samples = [
  {
    name: "the vendor help page's curl -i",
    text: `curl -i "${GW}/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=600000000001&lang=en"`,
    form: { operation: 'product' as const, id: '600000000001', lang: 'en' },
    source: 'curl command',
    ignored: NOTHING_IGNORED,
  },
  {
    name: 'a bare URL',
    text: `${GW}/company/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&item_id=shop_1000002&cache=no`,
    form: { operation: 'company' as const, id: 'shop_1000002', cache: 'no' },
    source: 'URL',
    ignored: NOTHING_IGNORED,
  },
  {
    name: 'a Windows-quoted curl (Chrome "Copy as cURL (cmd)")',
    text: `curl ^"${GW}/company/item_get/?key=${DEMO.key}^&secret=${DEMO.secret}^&item_id=shop_1000001^&lang=en^" ^\r\n  -H ^"Accept: */*^" ^\r\n  -H ^"sec-ch-ua: ^\\^"Chromium^\\^"^" ^\r\n  --compressed`,
    form: { operation: 'company' as const, id: 'shop_1000001', lang: 'en' },
    source: 'curl command',
    ignored: /Ignored: header Accept, header sec-ch-ua\./,
  },
  {
    name: 'a log line with a timestamp',
    text: `2026-11-26T10:00:00.123Z INFO  GET ${GW}/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=600000000002&result_type=jsonu&trace=abc 200 35ms`,
    form: { operation: 'product' as const, id: '600000000002', resultType: 'jsonu' },
    source: 'log line',
    ignored: /Ignored: parameter trace\./,
  },
];

const history = () => screen.getByRole('region', { name: 'History' });

describe('Paste a request', () => {
  for (const s of samples) it(`pasting ${s.name} into the identifier box fills the form and sends nothing; Look up sends one call with the pasted credentials; no trace after a reload`, async () => {
    // Every URL the tab is at (the page's own history entries), as framenavigated recorded them.
    const urls: string[] = [];
    const record = () => urls.push(window.location.href);
    const push = window.history.pushState.bind(window.history);
    const replace = window.history.replaceState.bind(window.history);
    window.history.pushState = (...args: Parameters<History['pushState']>) => (push(...args), record());
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => (replace(...args), record());
    try {
      let app = await openApp();
      expect(app.credentialsStatus()).toBe('No credentials yet.');

      pasteInto(idField(), s.text);
      await waitFor(() => expect(idField().value).toBe(s.form.id));
      await waitFor(() => expectForm(s.form));
      await waitFor(() => screen.getByTestId('paste-notice'));
      const notice = () => screen.getByTestId('paste-notice').textContent ?? '';
      expect(notice()).toContain(`Form filled from the pasted ${s.source}: ${s.form.operation} ${s.form.operation === 'company' ? 'item_id' : 'num_iid'}=${s.form.id}. Nothing has been sent: press Look up.`);
      expect(screen.getByTestId('paste-secret-notice').textContent).toBe('The secret from the pasted text is now this tab’s credentials; it is not stored anywhere.');
      expect(notice()).toMatch(s.ignored);
      await waitFor(() => expect(app.credentialsStatus()).toBe(`Using key ${DEMO.key} with its secret.`));
      // The text is not pasted as an identifier, and the secret is in no field of the page.
      expect([...document.querySelectorAll<HTMLInputElement>('input, textarea')].map((e) => e.value)).not.toContain(DEMO.secret);
      await idle();
      expect(calls).toEqual([]);
      expect(window.location.href).not.toContain(DEMO.secret);

      app.submit();
      await app.settled();
      expect(app.failure()).toBeNull();
      expect(app.title()).toBeTruthy();
      expect(calls).toHaveLength(1);
      const sent = new URL(calls[0]!);
      expect(sent.searchParams.get('key')).toBe(DEMO.key);
      expect(sent.searchParams.get('secret')).toBe(DEMO.secret);
      expect(sent.searchParams.get(s.form.operation === 'company' ? 'item_id' : 'num_iid')).toBe(s.form.id);
      await waitFor(() => expect(within(history()).queryAllByRole('listitem').length).toBeGreaterThan(0), { timeout: 15_000 });

      await idle();
      app = await openApp();
      await waitFor(() => expect(idField().value).toBe(s.form.id));
      await idle();
      const left = await traces();
      for (const [where, text] of Object.entries({ ...left, history: urls.join('\n') })) expect(text, `${where} holds the pasted secret`).not.toContain(DEMO.secret);
      expect(history().textContent).not.toContain(DEMO.secret);
      // Memory only: the reload forgot the pasted credentials.
      expect(app.credentialsStatus()).toBe('No credentials yet.');
      expect(calls).toHaveLength(1);
    } finally {
      window.history.pushState = push;
      window.history.replaceState = replace;
    }
  });

  it('a request for a gateway no environment has: the form is filled, the secret waits for "Add environment", nothing is sent', async () => {
    const app = await openApp();
    pasteInto(idField(), `curl -i "https://api-gw.example.invalid/v2/product/item_get/?key=other&secret=other-secret&num_iid=600000000001"`);
    await waitFor(() => expect(idField().value).toBe('600000000001'));
    await waitFor(() => expectForm({ operation: 'product', id: '600000000001' }));
    const notice = await waitFor(() => screen.getByTestId('paste-notice'));
    expect(notice.textContent).toContain('No environment has the base URL https://api-gw.example.invalid/v2.');
    expect(notice.textContent).toContain('The pasted key and secret are for api-gw.example.invalid/v2: they are used only if you add it as an environment.');
    // Never sent to the gateway in use: the local environment has no credentials.
    expect(app.credentialsStatus()).toBe('No credentials yet.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Add environment api-gw.example.invalid/v2' }));
    await waitFor(() => expect(screen.getByTestId('header-gateway').textContent).toMatch(/api-gw\.example\.invalid\/v2/));
    await waitFor(() => expect(app.credentialsStatus()).toBe('Using key other with its secret.'));
    expect(screen.getByTestId('paste-secret-notice')).toBeTruthy();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('other-secret');
    await idle();
    expect(calls).toEqual([]);
  });
});
