// @vitest-environment happy-dom
// Share and hand-off, moved from e2e/share.spec.ts and e2e/handoff.spec.ts (issue 35): billing said in one sentence; the
// answer file opens in Inspect to the same record; Raw shows the response headers; a planted secret makes an export
// refuse and nothing is written; a History entry exports after a reload without a call. The whole app against the
// in-process gateway, every item_get counted; a file "written" is the Blob the one exit hands to the download link
// (its name the link's `download`). Opening the report from file:// (sandbox, CSP, pictures) and the hand-off files
// as the browser downloads them stay in the browser specs.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkOpenApi31, credentialsWritten, parseHttpFile } from '../../e2e/handoff-formats';
import { type App, calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());

/** Every file the page writes (through src/lib/download.ts), by name, and nothing followed. */
const written: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  freshPage();
  written.length = 0;
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:file-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(window.HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const at = Number(this.href.split('blob:file-')[1] ?? 0);
    written.push({ name: this.download, blob: blobs[at - 1]! });
  });
});
afterEach(() => vi.restoreAllMocks());

/** Clicks an export button and returns the file it wrote, once the one exit's report says clean. */
async function download(button: string): Promise<{ name: string; text: string }> {
  const before = written.length;
  fireEvent.click(await waitFor(() => screen.getByRole('button', { name: button })));
  await waitFor(() => expect(written).toHaveLength(before + 1));
  await waitFor(() => expect(screen.getByTestId('leave-report').getAttribute('data-verdict')).toBe('clean'));
  const file = written[before]!;
  return { name: file.name, text: await file.blob.text() };
}

function holdsNoCredential(text: string, what: string) {
  expect(credentialsWritten(text, DEMO), what).toEqual([]);
}

const tabpanel = (app: App) => within(app.result()!).getByRole('tabpanel');
const share = async (region: () => HTMLElement | null) => fireEvent.click(await waitFor(() => within(region()!).getByRole('button', { name: 'Share' })));
const history = () => screen.getByRole('region', { name: 'History' });

describe('share (moved from e2e/share.spec.ts)', () => {
  it('the answer file opens in Inspect to the same record', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000001', resultType: 'serialize' });
    await app.settled();
    const looked = tabpanel(app).textContent;

    await share(() => app.result());
    const file = await download('Download answer file (JSON)');
    expect(file.text).not.toContain(DEMO.secret);

    app.openView('Inspect');
    const inspect = await waitFor(() => view('Inspect a body'));
    expect(screen.queryAllByRole('region', { name: /^Result/ })).toHaveLength(0);
    const input = within(inspect).getByLabelText('Open file') as HTMLInputElement;
    Object.defineProperty(input, 'files', { configurable: true, value: [new File([file.text], file.name, { type: 'application/json' })] });
    fireEvent.change(input);
    await waitFor(() => expect(within(inspect).getByTestId('inspect-format').textContent).toContain('Read as serialize'));
    expect(inspect.textContent).toContain('A saved answer of');
    // The one result on the page now is Inspect's (none was drawn before the file was opened).
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Result/ })).toHaveLength(1));
    await waitFor(() => expect(tabpanel(app).textContent).toBe(looked));
  });

  it('billing in one plain sentence: 0000, a 0000 after 4008 retries, and a 4013 error', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    await app.openTab('Envelope');
    await waitFor(() => expect(within(app.result()!).getByTestId('billing').textContent).toBe('This answer is billed: 1 call.'));

    await app.run({ id: 'fault-storm-2' });
    await app.settled(30_000);
    expect(within(app.result()!).getByTestId('auto-retries').textContent).toBe('2 automatic retries after 4008 (not billed)');
    await app.openTab('Envelope');
    await waitFor(() => expect(within(app.result()!).getByTestId('billing').textContent).toBe('This answer is billed: 1 call.'));

    await app.usePlain('quota-exhausted', 'quota-exhausted-secret');
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.errorCode()).toContain('4013');
    expect(within(app.failure()!).getByTestId('billing').textContent).toBe('Not billed: calls over the call limit (4013) are free.');
    expect(app.failure()!.textContent).not.toContain('not stated by the specification');
  }, 60_000);
});

describe('hand-off (moved from e2e/handoff.spec.ts)', () => {
  it('Raw shows the live answer’s response headers: cache, content type and the quota as RateLimit fields', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000001', cache: 'no' });
    await app.settled();
    await app.openTab('Raw');
    const headers = await waitFor(() => within(app.result()!).getByTestId('response-headers'));
    // Names compared without case: a browser's Headers lowercase them, happy-dom's keep the gateway's spelling.
    const shown = (headers.textContent ?? '').toLowerCase();
    for (const text of ['cache-control', 'no-store', 'content-type', 'application/json; charset=utf-8', 'ratelimit-limit', '10000', 'ratelimit-remaining', 'ratelimit-reset']) {
      expect(shown).toContain(text);
    }
  });

  it('a planted secret makes an export refuse and say where; nothing is written', async () => {
    const app = await openApp();
    await app.usePlain();

    // A secret typed into another field (version) is data: the request keeps it, so the .http file would carry it.
    await app.run({ id: 'shop_1000002', version: DEMO.secret });
    await app.settled();
    await share(() => app.result());
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: '.http file' })));
    const report = () => screen.getByTestId('leave-report');
    await waitFor(() => expect(report().getAttribute('data-verdict')).toBe('refused'));
    const alert = within(report()).getByRole('alert').textContent;
    expect(alert).toContain('Not written: the .http file holds a credential of this tab.');
    expect(alert).toContain('the secret of de••, as is, line 11');
    expect(report().textContent).not.toContain(DEMO.secret);

    // A body pasted into Inspect (a support ticket's) holding the secret JSON-escaped: the answer file refuses too.
    app.openView('Inspect');
    const inspect = await waitFor(() => view('Inspect a body'));
    const escaped = [...DEMO.secret].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    fireEvent.change(within(inspect).getByRole('textbox', { name: 'Body' }), { target: { value: `{"error_code":"4005","error":"auth","reason":"bad secret ${escaped}","item":{}}` } });
    await share(() => screen.queryByRole('region', { name: /^Result/ }));
    fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Download answer file (JSON)' })));
    await waitFor(() => expect(report().getAttribute('data-verdict')).toBe('refused'));
    expect(within(report()).getByRole('alert').textContent).toContain('the secret of de••');

    await idle();
    expect(written).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('a History entry exports after a reload, from its stored answer, without a call', async () => {
    let app = await openApp();
    await app.usePlain();
    await app.run({ operation: 'product', id: '600000000001', lang: 'ru' });
    await app.settled();
    // Written to IndexedDB once the entry offers its stored answer.
    await waitFor(() => within(history()).getByRole('button', { name: /^Open the stored answer of product num_iid=600000000001/ }), { timeout: 15_000 });
    await idle();
    app = await openApp();
    calls.length = 0;
    fireEvent.click(await waitFor(() => within(history()).getByRole('button', { name: /^Open the stored answer of product num_iid=600000000001/ }), { timeout: 15_000 }));
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toContain('stored answer'));
    await share(() => app.result());
    const http = await download('.http file');
    expect(http.name).toBe('product-600000000001.http');
    expect(parseHttpFile(http.text).requests.map((r) => r.url)).toEqual(['{{base}}/product/item_get/?key={{key}}&secret={{secret}}&num_iid=600000000001&cache=yes&result_type=json&lang=ru']);
    const openapi = await download('OpenAPI 3.1');
    expect(Object.keys((checkOpenApi31(openapi.text) as { paths: object }).paths)).toEqual(['/company/item_get/', '/product/item_get/']);
    holdsNoCredential(http.text + openapi.text, 'history exports');
    expect(calls).toEqual([]);
  });
});
