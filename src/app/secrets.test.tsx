// @vitest-environment happy-dom
// The secret (DESIGN D10), moved from e2e/security-secrets.spec.ts (issue 35): remembering is opt-in and "Forget" clears
// every copy; in signed mode the secret signs once and goes nowhere, not even into the requests; a deep link cannot set
// credentials; "Forget credentials" scrubs a stored batch run that holds an echoed secret, waiting out a blocked upgrade.
// The whole app against the in-process gateway, every request counted. The browser keeps the sweep of a real page (URL
// history, console, copied and downloaded text, frame HTML) and the echoed secret's escaped forms in rendered text.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type App, APP_ORIGIN, calls, DEMO, freshPage, idle, openApp, requests, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());
afterEach(() => vi.restoreAllMocks());

/** Everything the page exposes that could hold a copy: URL, storage, the whole HTML (frames' srcdoc included). */
function exposed(): { url: string; storage: string; html: string } {
  const storage = JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } });
  return { url: window.location.href, storage, html: document.documentElement.outerHTML };
}

function holding(where: Record<string, string | undefined>, secret: string): string[] {
  return Object.entries(where)
    .filter(([, text]) => text?.includes(secret))
    .map(([name]) => name);
}

const panel = (app: App) => within(app.credentials());

describe('the secret (moved from e2e/security-secrets.spec.ts)', () => {
  it('remembering is opt-in, and "Forget" clears every copy (memory, tab, browser, forms, the running lookup)', async () => {
    let app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    // Default: memory only.
    expect(holding(exposed(), DEMO.secret)).toEqual([]);

    fireEvent.click(panel(app).getByRole('radio', { name: 'This tab' }));
    await waitFor(() => expect(JSON.stringify({ ...sessionStorage })).toContain(DEMO.secret));
    expect(JSON.stringify({ ...localStorage })).not.toContain(DEMO.secret);
    fireEvent.click(panel(app).getByRole('radio', { name: 'This browser' }));
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).toContain(DEMO.secret));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(DEMO.secret);

    fireEvent.click(panel(app).getByRole('button', { name: 'Forget credentials' }));
    await waitFor(() => expect(app.credentialsStatus()).toBe('No credentials yet.'));
    expect((panel(app).getByLabelText('secret', { exact: true }) as HTMLInputElement).value).toBe('');
    expect(screen.queryAllByRole('region', { name: /^Result/ })).toHaveLength(0);
    expect(holding(exposed(), DEMO.secret).filter((w) => w !== 'html')).toEqual([]);
    // The page text may show the sample credentials hint again; no input holds the secret.
    expect([...document.querySelectorAll('input')].map((e) => e.value)).not.toContain(DEMO.secret);
    app = await openApp();
    expect(app.credentialsStatus()).toBe('No credentials yet.');
    expect(holding({ storage: exposed().storage }, DEMO.secret)).toEqual([]);
  });

  it('signed mode: the secret signs once and goes nowhere, not even into the requests', async () => {
    const consoleText: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const real = console[level].bind(console);
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        consoleText.push(args.map(String).join(' '));
        real(...args);
      });
    }
    // Every request's URL and body, as the spec's request listener saw them.
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${input instanceof Request ? input.url : String(input)}\n${typeof init?.body === 'string' ? init.body : ''}`);
      return realFetch(input, init);
    });
    const app = await openApp();
    fireEvent.click(panel(app).getByRole('radio', { name: 'Signed' }));
    const make = await waitFor(() => panel(app).getByText('Make from secret', { exact: true }));
    const details = make.closest('details');
    if (details && !details.open) fireEvent.click(make);
    fireEvent.change(await waitFor(() => panel(app).getByLabelText('key', { exact: true })), { target: { value: DEMO.key } });
    fireEvent.change(panel(app).getByLabelText('secret', { exact: true }), { target: { value: DEMO.secret } });
    fireEvent.click(panel(app).getByRole('button', { name: 'Make signed config' }));
    await waitFor(() => expect(app.credentialsStatus()).toContain('signed config'));
    fireEvent.click(panel(app).getByRole('radio', { name: 'This browser' }));
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    expect(app.failure()).toBeNull();
    await app.openTab('Raw');
    await waitFor(() => expect(screen.getByTestId('request-url').textContent).toContain('signature='));
    const found = { ...exposed(), requests: sent.join('\n'), console: consoleText.join('\n') };
    expect(holding(found, DEMO.secret)).toEqual([]);
    expect(sent.filter((s) => s.includes('/item_get/') && /[?&]secret=/.test(s))).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('a deep link cannot set credentials: key and secret in the link are ignored and dropped', async () => {
    const app = await openApp('/?op=company&item_id=shop_1000000&key=evil&secret=evil-secret&signature=abc&base_url=https%3A%2F%2Fevil.invalid');
    expect(app.credentialsStatus()).toBe('No credentials yet.');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    await idle();
    expect(calls).toEqual([]);
    await app.usePlain();
    // Entering credentials sends nothing; Look up sends the linked lookup, with the credentials typed here.
    await waitFor(() => expect(screen.getByTestId('lookup-waiting')).toBeTruthy());
    await idle();
    expect(calls).toEqual([]);
    app.submit();
    await app.settled();
    expect(calls).toHaveLength(1);
    const call = new URL(calls[0]!);
    expect(call.origin).toBe(APP_ORIGIN);
    expect(call.searchParams.get('key')).toBe(DEMO.key);
    expect(call.searchParams.get('secret')).toBe(DEMO.secret);
    expect(window.location.href).not.toMatch(/evil-secret|key=evil/);
    expect(requests.filter((u) => u.includes('evil.invalid'))).toEqual([]);
  });

  it('"Forget credentials" scrubs a stored batch run that holds an echoed secret', async () => {
    const app = await openApp();
    await app.usePlain();
    // A run stored by an older version, whose rows kept a reason echoing the secret.
    const old = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('listing-explorer', 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore('batch-runs', { keyPath: 'id' });
        req.result.createObjectStore('batch-rows', { keyPath: ['runId', 'index'] });
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = old.transaction(['batch-runs', 'batch-rows'], 'readwrite');
    tx.objectStore('batch-runs').put({ id: 'old', createdAt: 1, params: {}, concurrency: 1, total: 1, status: 'stopped', stopReason: `4005 — bad secret ${DEMO.secret}`, calls: 1, rateLimited: 0 });
    tx.objectStore('batch-rows').put({ runId: 'old', index: 0, id: 'x', status: 'failed', errorCode: '4005', failureKind: null, message: `secret=${DEMO.secret}`, title: '', price: null, seller: '', cache: null, attempts: 1, durationMs: 1 });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    old.close();
    const stored = async () => {
      // Whatever version the app has upgraded the database to by now.
      const db = await new Promise<IDBDatabase>((resolve) => {
        const req = indexedDB.open('listing-explorer');
        req.onsuccess = () => resolve(req.result);
      });
      const read = db.transaction(['batch-runs', 'batch-rows'], 'readonly');
      const all = (name: string) => new Promise<unknown[]>((resolve) => (read.objectStore(name).getAll().onsuccess = (e) => resolve((e.target as IDBRequest<unknown[]>).result)));
      const text = JSON.stringify([await all('batch-runs'), await all('batch-rows')]);
      db.close();
      return text;
    };
    expect(await stored()).toContain(DEMO.secret);
    // Another connection still open when Forget upgrades the database (a reader closing, another tab): the upgrade is
    // "blocked" until it closes, and the scrub must wait for it rather than give up with the secret still stored.
    const held = await new Promise<IDBDatabase>((resolve) => {
      const req = indexedDB.open('listing-explorer');
      req.onsuccess = () => resolve(req.result);
    });
    let upgradeAsked = false;
    held.onversionchange = () => (upgradeAsked = true);
    fireEvent.click(panel(app).getByRole('button', { name: 'Forget credentials' }));
    await waitFor(() => expect(app.credentialsStatus()).toBe('No credentials yet.'));
    // The app asked to upgrade and was told "blocked"; only then is the connection let go.
    await waitFor(() => expect(upgradeAsked).toBe(true));
    held.close();
    await waitFor(async () => expect(await stored()).not.toContain(DEMO.secret));
    expect(await stored()).toContain('bad secret ****');
  });
});
