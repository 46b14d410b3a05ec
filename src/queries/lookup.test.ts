// The query layer's behaviour without a DOM: QueryObservers against the real options and the real reference gateway,
// counting the item_get requests that leave. Only runLookup sends; subscribing, re-subscribing and key switches never do.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/server';
import { notSentReason } from '../api/not-sent';
import type { ConnectionSettings, Credentials, LookupCall, LookupParams } from '../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials, setActiveCredentials } from './credential-vault';
import { cancelLookup, lookupKeys, lookupQueryOptions, retryAttempt, runLookup, runLookupOnce } from './lookup';
import { createQueryClient, recordingCache, type AnswerMadeUnder } from './query-client';
import { accountOf } from '../api/credential-identity';

const plain: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const base: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'no', resultType: 'json', lang: 'cn', version: '' };

let server: Server;
let gateway: Gateway;
let settings: ConnectionSettings;
let client: QueryClient;
let sent: string[];

beforeAll(async () => {
  gateway = createGateway({ latencyMs: 0, log: () => {} });
  server = createServer((req, res) => gateway.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = { baseUrl: `http://127.0.0.1:${port}`, companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };
});

afterAll(async () => {
  gateway.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  sent = [];
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    if (String(input).includes('/item_get/')) sent.push(String(input));
    return realFetch(input, init);
  });
  setActiveCredentials(plain);
  client = createQueryClient();
});

afterEach(() => {
  vi.unstubAllGlobals();
  client.clear();
});

const callOf = (params: Partial<LookupParams>, over: Partial<ConnectionSettings> = {}): LookupCall => ({ settings: { ...settings, ...over }, params: { ...base, ...params }, authority: currentAuthority() ?? { environmentId: '', identity: accountOf(plain) } });

/** What the result view does: observe a lookup's key, never enabled. */
function watch(call: LookupCall) {
  const observer = new QueryObserver(client, { ...lookupQueryOptions(call), enabled: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('only runLookup sends', () => {
  it.each([
    ['0000', { id: 'shop_1000000' }, {}, '0000'],
    ['2000', { id: 'shop_999999999' }, {}, '2000'],
    ['transport failure', { id: 'shop_1000000' }, { baseUrl: 'http://127.0.0.1:9' }, null],
  ] as const)('%s: one call, then subscribe, unsubscribe and resubscribe send nothing', async (_name, params, over, code) => {
    const call = callOf(params, over);
    const before = watch(call);
    await settle();
    expect(sent).toHaveLength(0);
    const result = await runLookup(client, call);
    expect(result.envelope?.error_code ?? null).toBe(code);
    if (code === null) expect(result.failure?.kind).toBe('network');
    const afterRun = sent.length;
    expect(afterRun).toBe(1);
    before.unsubscribe();
    const again = watch(call);
    await settle();
    expect(again.observer.getCurrentResult().data).toBe(result);
    again.unsubscribe();
    watch(call);
    await settle();
    expect(sent).toHaveLength(afterRun);
  });

  it('switching the observed key to one without an answer, and back, sends nothing', async () => {
    const a = callOf({ id: 'shop_1000001' });
    const b = callOf({ id: 'shop_1000002' });
    await runLookup(client, a);
    const { observer } = watch(a);
    observer.setOptions({ ...lookupQueryOptions(b), enabled: false });
    await settle();
    expect(observer.getCurrentResult().data).toBeUndefined();
    observer.setOptions({ ...lookupQueryOptions(a), enabled: false });
    await settle();
    expect(observer.getCurrentResult().data?.record?.value.num_iid).toBe('shop_1000001');
    expect(sent).toHaveLength(1);
  });

  it('an explicit repeat of an answered lookup calls again; a repeat while it is in flight is that same call', async () => {
    const call = callOf({ id: 'shop_1000003' });
    await runLookup(client, call);
    await runLookup(client, call);
    expect(sent).toHaveLength(2);
    await Promise.all([runLookup(client, callOf({ id: 'fault-delay-1' })), runLookup(client, callOf({ id: 'fault-delay-1' }))]);
    expect(sent).toHaveLength(3);
  });

  it('Cancel makes the answer "cancelled"; Look up again sends a new call', async () => {
    const call = callOf({ id: 'fault-delay-1' });
    const running = runLookup(client, call);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    cancelLookup(call);
    expect((await running).failure?.kind).toBe('cancelled');
    const again = await runLookup(client, call);
    expect(again.failure).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('runLookupOnce sends one request on a 4008 and answers it: no automatic retry', async () => {
    const result = await runLookupOnce(client, callOf({ id: 'fault-storm-4' }));
    expect(result.envelope?.error_code).toBe('4008');
    expect(result.attempts).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('4008 is retried within the query, and every attempt is one request', async () => {
    const result = await runLookup(client, callOf({ id: 'fault-storm-2' }));
    expect(result.failure).toBeNull();
    expect(result.attempts).toBe(3);
    expect(sent).toHaveLength(3);
  });

  it('the retry shown is 0 through a first attempt and after it, and counts the retries of a 4008 storm', async () => {
    // A first attempt and a finished call read the same, so an answer arriving changes nothing the view reads but the
    // answer itself (one render, not the waiting state once more before it).
    const plainCall = callOf({ id: 'fault-delay-1' });
    const first = runLookup(client, plainCall);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(retryAttempt(plainCall)).toBe(0);
    await first;
    expect(retryAttempt(plainCall)).toBe(0);

    const storm = callOf({ id: 'fault-storm-2' });
    const seen = new Set<number>();
    const running = runLookup(client, storm);
    await vi.waitFor(
      () => {
        seen.add(retryAttempt(storm));
        expect(seen.has(2)).toBe(true);
      },
      { interval: 5, timeout: 5_000 },
    );
    await running;
    expect(retryAttempt(storm)).toBe(0);
    expect(retryAttempt(null)).toBe(0);
  });

  it('Forget aborts a call in flight and later ones are not sent', async () => {
    const call = callOf({ id: 'fault-delay-1' });
    const running = runLookup(client, call);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    forgetActiveCredentials();
    expect((await running).failure?.kind).toBe('cancelled');
    const after = await runLookup(client, call);
    expect(after.failure?.text).toEqual({ id: 'noCredentials' });
    expect(sent).toHaveLength(1);
  });

  it('every answer says whether a request left: sent for one that did, not for one refused before fetch', async () => {
    const answered = await runLookup(client, callOf({ id: 'shop_1000000' }));
    expect(answered.sent).toBe(true);
    forgetActiveCredentials();
    const refused = await runLookup(client, callOf({ id: 'shop_1000001' }));
    expect(refused.sent).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('an environment switch aborts the call in flight; a call asked in the old one never leaves in the new one', async () => {
    enterEnvironment('staging', settings, { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const asked = callOf({ id: 'fault-delay-2' });
    const running = runLookup(client, asked);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // Production uses the same key with another secret, on the same host here: only the authority tells them apart.
    enterEnvironment('production', settings, { mode: 'plain', key: 'demo', secret: 'PRODUCTION-secret' });
    const first = await running;
    expect(first.failure?.kind).toBe('cancelled');
    expect(first.sent).toBe(true);
    const again = await runLookup(client, { ...asked, params: { ...asked.params, id: 'shop_1000002' } });
    expect(again.failure?.text).toEqual({ id: 'noCredentials' });
    expect(again.sent).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent.join(' ')).not.toContain('PRODUCTION');
    enterEnvironment('', settings, null);
  });

  it("a sending chunk that cannot load is said as such, and nothing is sent", async () => {
    vi.resetModules();
    vi.doMock('./send-lookup', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./lookup');
    const vault = await import('./credential-vault');
    vault.setActiveCredentials(plain);
    const call: LookupCall = { settings, params: base, authority: vault.currentAuthority()! };
    const result = await fresh.runLookup(client, call);
    vi.doUnmock('./send-lookup');
    expect(result.failure?.text).toEqual({ id: 'codeMissing' });
    expect(result.sent).toBe(false);
    expect(notSentReason(result)).toBe('code-missing');
    expect(sent).toHaveLength(0);
  });
});

describe('answers are recorded where they arrive (issue 22)', () => {
  it('every answer a send brings back reaches the recorder, cancelled ones too, with environment and account; reading one into the store is not a send', async () => {
    const recorded: { id: string; made: AnswerMadeUnder; failure: string | null }[] = [];
    const recording = createQueryClient(recordingCache((r, made) => recorded.push({ id: r.request.params.id, made, failure: r.failure?.kind ?? null })));
    enterEnvironment('env-rec', settings, plain);
    // The lookup view, Compare's Run and History's Run again all send through runLookup.
    await runLookup(recording, callOf({ id: 'shop_1000000', lang: 'cn' }));
    await runLookup(recording, callOf({ id: 'shop_1000000', lang: 'en' }));
    const slow = callOf({ id: 'fault-delay-1' });
    const running = runLookup(recording, slow);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(2));
    cancelLookup(slow);
    await running;
    // A stored answer read into the store, or an inspected one put there, is not an answer that arrived.
    recording.setQueryData(lookupKeys.detail(callOf({ id: 'shop_1' })), await runLookup(client, callOf({ id: 'shop_1' })));
    await recording.fetchQuery({ queryKey: ['lookup', 'stored', 'x', 1], queryFn: () => runLookup(client, callOf({ id: 'shop_2' })) });
    expect(recorded).toEqual([
      { id: 'shop_1000000', made: { environmentId: 'env-rec', account: 'key:demo' }, failure: null },
      { id: 'shop_1000000', made: { environmentId: 'env-rec', account: 'key:demo' }, failure: null },
      { id: 'fault-delay-1', made: { environmentId: 'env-rec', account: 'key:demo' }, failure: 'cancelled' },
    ]);
    recording.clear();
  });
});
