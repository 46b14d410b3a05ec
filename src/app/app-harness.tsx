// The whole app in happy-dom for component tests (issue 35): the real stores, fake-indexeddb and the in-process
// reference gateway, with every item_get request counted, so a rule about calls or stores is checked here, not in a browser.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { DataSource } from '../../gateway/context';
import { findCompany, findProduct, ordinarySampleId } from '../../gateway/data/index';
import { createGateway, type Gateway } from '../../gateway/server';

// A whole app on a shared 2-core machine: lazy chunks are transformed on first use, so waits get room (not a timing check).
configure({ asyncUtilTimeout: 10_000 });

export const DEMO = { key: 'demo', secret: 'demo-secret-2026' } as const;

/** The origin happy-dom gives the page; the app's default base URL is `${APP_ORIGIN}/gateway`. */
export const APP_ORIGIN = 'http://localhost:3000';
/** Another origin served by the same gateway, as a second real gateway would be (the e2e specs use localhost vs 127.0.0.1). */
export const OTHER_ORIGIN = 'http://staging.test';

let server: Server | null = null;
let gateway: Gateway | null = null;
let gatewayOrigin = '';

/** Every item_get request that left (as the app asked for it), and those that failed (aborted or refused): live lists. */
export const calls: string[] = [];
export const failed: string[] = [];
/** The item_get requests whose answer (headers) came back. */
export const answered: string[] = [];
/** Every request the app made, item_get or not. */
export const requests: string[] = [];

/** The machine's clock, taken before any test fakes Date: the gateway keeps it while the page's clock jumps. */
export const realNow = Date.now.bind(Date);

/**
 * Runs a product batch (fresh answers) of `ids` in the Batch view and waits for it to finish: `sentBefore` calls were made
 * before it (the last run's status stays on screen until this one's calls leave).
 */
export async function runProductBatch(batch: HTMLElement, ids: readonly string[], sentBefore = 0, timeout = 60_000): Promise<void> {
  fireEvent.click(within(batch).getByRole('radio', { name: 'Product (num_iid)' }));
  fireEvent.change(within(batch).getByRole('combobox', { name: 'cache' }), { target: { value: 'no' } });
  fireEvent.change(within(batch).getByLabelText(/identifiers/i, { selector: 'textarea' }), { target: { value: ids.join('\n') } });
  fireEvent.click(await waitFor(() => within(batch).getByRole('button', { name: `Start batch (${ids.length})` })));
  await waitFor(() => expect(calls).toHaveLength(sentBefore + ids.length), { timeout });
  await waitFor(() => expect(within(batch).getByTestId('batch-status').textContent).toBe('Finished'), { timeout });
}

/**
 * The file one click writes through the one exit, as text, once the exit's report says it was written clean; happy-dom
 * would otherwise follow the download link and leave the page's origin behind.
 */
export async function downloadOf(button: HTMLElement, region: HTMLElement): Promise<string> {
  const written: Blob[] = [];
  const url = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    written.push(blob as Blob);
    return 'blob:download';
  });
  const follow = vi.spyOn(window.HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  try {
    fireEvent.click(button);
    await waitFor(() => expect(within(region).getByTestId('leave-report').getAttribute('data-verdict')).toBe('clean'));
  } finally {
    url.mockRestore();
    follow.mockRestore();
  }
  expect(written).toHaveLength(1);
  return written[0]!.text();
}

/**
 * Gateway data a test edits between calls: the listings of the built-in data set, each passed through the edit set for
 * its identifier (if any), so the next fresh lookup sees the change; `edits.clear()` between tests.
 */
export function editableData(): { data: DataSource; edits: Map<string, (item: Record<string, unknown>) => Record<string, unknown>> } {
  const edits = new Map<string, (item: Record<string, unknown>) => Record<string, unknown>>();
  const data: DataSource = {
    findCompany: (itemId, lang) => {
      const item = findCompany(itemId, lang);
      const edit = edits.get(itemId);
      return item && edit ? edit(item) : item;
    },
    findProduct: (numIid, lang) => {
      const item = findProduct(numIid, lang);
      const edit = edits.get(numIid);
      return item && edit ? edit(item) : item;
    },
    sampleId: ordinarySampleId,
  };
  return { data, edits };
}

/**
 * Starts the reference gateway on a free port (beforeAll); `slowMs` shortens fault-slow for the tests that wait on it;
 * `data` stands in for the built-in data set (a test that edits a listing between two lookups).
 */
export async function startGateway(options: { slowMs?: number; data?: DataSource } = {}): Promise<void> {
  gateway = createGateway({ latencyMs: 0, slowMs: options.slowMs ?? 20_000, now: realNow, log: () => {}, ...(options.data ? { data: options.data } : {}) });
  const g = gateway;
  server = createServer((req, res) => g.handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  gatewayOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function stopGateway(): Promise<void> {
  gateway?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
}

/**
 * happy-dom's <select> has no `size` and its <option> no `defaultSelected`; react-hook-form reads both to tell a select
 * the person changed from one at its default, and without them takes every select as edited and skips its default
 * value (a deep link's lang would be lost). Added as a browser has them (the reflected attributes).
 */
function selectLikeABrowser(): void {
  const select = window.HTMLSelectElement.prototype;
  if (!('size' in select)) Object.defineProperty(select, 'size', { configurable: true, get(this: HTMLSelectElement) { return Number(this.getAttribute('size') ?? 0); } });
  const option = window.HTMLOptionElement.prototype;
  if (!('defaultSelected' in option)) Object.defineProperty(option, 'defaultSelected', { configurable: true, get(this: HTMLOptionElement) { return this.hasAttribute('selected'); } });
}

/** The app's fetch: both app origins reach the in-process gateway; anything else (a closed port) goes where it says. */
function installFetch(): void {
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const asked = input instanceof Request ? input.url : String(input);
    requests.push(asked);
    const isLookup = asked.includes('/item_get/');
    if (isLookup) calls.push(asked);
    const target = asked.startsWith(APP_ORIGIN) ? gatewayOrigin + asked.slice(APP_ORIGIN.length) : asked.startsWith(OTHER_ORIGIN) ? gatewayOrigin + asked.slice(OTHER_ORIGIN.length) : asked;
    // Nothing leaves this machine: any other host is unreachable, as a browser reports it.
    if (!target.startsWith('http://127.0.0.1:')) {
      if (isLookup) failed.push(asked);
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    // happy-dom's fetch does not settle when its signal aborts: the abort is kept here, as a browser's fetch does it
    // (the request itself runs on to the gateway, which the test no longer reads).
    const signal = init?.signal;
    const { signal: _dropped, ...rest } = init ?? {};
    const out = new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      realFetch(target, rest).then(resolve, reject);
    });
    if (isLookup) out.then(() => answered.push(asked), () => failed.push(asked));
    return out;
  });
  // whenIdle's fallback is a 500 ms timer; a quick idle callback lets idle() below wait for the idle work itself.
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 1));
}

/** A fresh page: empty storage, a new IndexedDB, the URL given (path and query). Call in beforeEach. */
export function freshPage(url = '/'): void {
  cleanup();
  selectLikeABrowser();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', url);
  performance.clearMarks();
  calls.length = 0;
  failed.length = 0;
  answered.length = 0;
  requests.length = 0;
  vi.unstubAllGlobals();
  vi.stubGlobal('indexedDB', new IDBFactory());
  installFetch();
}

/**
 * Loads the app as a page load does: fresh modules (stores, vault, query client) over the storage and IndexedDB that are
 * there, at the URL the window holds. A second call is a reload.
 */
export async function openApp(url?: string): Promise<App> {
  cleanup();
  if (url !== undefined) window.history.replaceState(null, '', url);
  vi.resetModules();
  const [{ App: Shell }, { AppProvider }, { startPerf }] = await Promise.all([import('./app'), import('./provider'), import('../perf/index')]);
  // As main.tsx does before the first render: chunk preloads and the idle warm-up are part of a page load.
  startPerf();
  render(
    <AppProvider>
      <Shell />
    </AppProvider>,
  );
  const app = new App();
  await waitFor(() => expect(document.querySelector('#lookup-id, [data-testid="lookup-summary"]')).not.toBeNull(), { timeout: 10_000 });
  return app;
}

/** Lets effects, deferred work and idle warm-ups have their turn (for "nothing was sent" checks). */
export async function idle(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
}

export interface LookupInput {
  operation?: 'company' | 'product';
  id: string;
  cache?: 'yes' | 'no';
  resultType?: 'json' | 'jsonu' | 'xml' | 'serialize' | 'var_export';
  lang?: 'cn' | 'en' | 'ru';
  version?: string;
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

/** A region by a case-insensitive part of its name, as Playwright's getByRole matches a string name. */
export function view(name: string): HTMLElement {
  const found = screen.getAllByRole('region', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') });
  return found[0]!;
}

/** The page as a person finds it: the same regions and labels the e2e page objects use. */
export class App {
  /** The call number shown before the last run (settled waits for a newer one). */
  private mark: number | null = null;

  credentials() {
    return region('Credentials');
  }
  credentialsStatus(): string {
    return screen.getByTestId('credentials-status').textContent ?? '';
  }
  lookupRegion() {
    return screen.getByRole('region', { name: 'Lookup' });
  }
  header() {
    return {
      select: screen.getByRole('combobox', { name: 'Environment' }) as HTMLSelectElement,
      gateway: screen.getByTestId('header-gateway'),
      account: screen.getByTestId('header-account'),
    };
  }
  /** The result section, or null when none is on the page. */
  result(): HTMLElement | null {
    return document.querySelector<HTMLElement>('section.result');
  }
  title(): string | null {
    return this.result()?.querySelector('[data-testid="record-title"]')?.textContent ?? null;
  }
  failure(): HTMLElement | null {
    return this.result()?.querySelector<HTMLElement>('[data-testid="failure"]') ?? null;
  }
  errorCode(): string {
    return this.result()?.querySelector('[data-testid="error-code"]')?.textContent ?? '';
  }

  async usePlain(key: string = DEMO.key, secret: string = DEMO.secret): Promise<void> {
    const panel = this.credentials();
    const change = within(panel).queryByRole('button', { name: 'Change credentials' });
    if (change) fireEvent.click(change);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Plain' }));
    fireEvent.change(within(panel).getByLabelText('key', { exact: true }), { target: { value: key } });
    fireEvent.change(within(panel).getByLabelText('secret', { exact: true }), { target: { value: secret } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use credentials' }));
    await waitFor(() => expect(this.credentialsStatus()).toContain(`Using key ${key}`));
  }

  /** Sets every field of the form (defaults for those left out), as fixtures.ts's LookupForm.fill does. */
  fill(input: LookupInput): void {
    const form = document.querySelector<HTMLFormElement>('#lookup-form');
    if (!form) throw new Error('the lookup form is folded or not loaded');
    const operation = input.operation ?? 'company';
    const radio = form.querySelector<HTMLInputElement>(`input[name="operation"][value="${operation}"]`)!;
    if (!radio.checked) fireEvent.click(radio);
    const set = (selector: string, value: string) => {
      const el = form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
      if (el.value !== value) fireEvent.change(el, { target: { value } });
    };
    set('#lookup-id', input.id);
    set('#lookup-cache', input.cache ?? 'yes');
    set('#lookup-result-type', input.resultType ?? 'json');
    set('#lookup-lang', input.lang ?? 'cn');
    set('#lookup-version', input.version ?? '');
  }

  private markShown(): void {
    this.mark = Number(document.querySelector('[data-call]')?.getAttribute('data-call') ?? 0);
  }

  /** Presses Look up on what the form holds (Enter in a field comes to this click: see lookup-form.tsx). */
  submit(): void {
    this.markShown();
    fireEvent.click(within(this.lookupRegion()).getByRole('button', { name: 'Look up' }));
  }

  async run(input: LookupInput): Promise<void> {
    this.fill(input);
    this.submit();
  }

  /** Resolves once the last run's answer (or failure) is shown and nothing is in flight. */
  async settled(timeout = 15_000): Promise<void> {
    await waitFor(
      () => {
        const shown = Number(document.querySelector('[data-call]')?.getAttribute('data-call') ?? 0);
        if (this.mark !== null) expect(shown).toBeGreaterThan(this.mark);
        expect(this.result()?.getAttribute('aria-busy')).toBe('false');
      },
      { timeout },
    );
    this.mark = null;
  }

  /** The status line while a lookup is in flight. */
  async lookingUp(): Promise<void> {
    await waitFor(() => expect(within(this.result()!).getByRole('status').textContent).toContain('Looking up'));
  }

  openView(name: 'Lookup' | 'Batch' | 'Compare' | 'Inspect' | 'Code'): void {
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Views' })).getByRole('button', { name }));
  }

  async openTab(name: 'Record' | 'Description' | 'Raw' | 'Envelope'): Promise<void> {
    const tab = within(this.result()!).getByRole('tab', { name });
    fireEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
  }

  async openSettings(): Promise<HTMLElement> {
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    return waitFor(() => screen.getByRole('dialog', { name: 'Settings' }), { timeout: 5_000 });
  }

  /** Saves connection settings from the Settings dialog (fixtures.ts SettingsDialog.save). */
  async saveSettings(values: { baseUrl?: string; companyApiType?: string; timeoutMs?: number }): Promise<void> {
    const dialog = await this.openSettings();
    const set = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    if (values.baseUrl !== undefined) set('Base URL', values.baseUrl);
    if (values.companyApiType !== undefined) set('Company family', values.companyApiType);
    if (values.timeoutMs !== undefined) set('Timeout (ms)', String(values.timeoutMs));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
  }
}
