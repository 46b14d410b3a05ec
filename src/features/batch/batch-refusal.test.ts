// @vitest-environment happy-dom
// A refusal of the send path during a run (DESIGN D15, issue 34), through the real controller, send path, vault and a
// real IndexedDB implementation, requests counted where they arrive: the run pauses with the reason (as on a revoke),
// fails no row, and Resume sends exactly the rows never sent. Rows whose answer is unknown are never in "Retry failed":
// only their own counted action sends them again.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signConfig } from '../../api/signing';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials, setActiveCredentials } from '../../queries/credential-vault';
import { setStoredAnswersOnly } from '../../queries/stored-only';
import { BatchController, type RunAccess } from './batch-controller';
import type { PauseReason } from './batch-pause';
import { countRows } from './batch-rows';
import { en } from './strings';
import { zh } from './strings.zh';
import { until, wait } from './test-clock';

const LOCAL: ConnectionSettings = { baseUrl: 'http://local.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 60_000 };
const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const options = { inputColumns: [], keepDesc: false };
const entries = (ids: string[]) => ids.map((id, i) => ({ id, line: i + 1, extra: [] }));
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `shop_${1_000_000 + from + i}`);
const noTabs = { locks: null, channel: () => null };

function envelope(id: string, code: string): Response {
  const body = { error_code: code, error: code === '0000' ? '' : 'error', reason: code === '0000' ? '' : `reason ${code}`, cache: 0, item: code === '0000' ? { num_iid: id, title: 'T', desc: '' } : {} };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** Requests that arrived at the gateway (item_id each), answered after 100 ms (fake time) or cut off by their abort. */
let requests: string[] = [];
/** Identifiers the gateway never answers (their calls stay on the wire until cut off). */
let hanging = new Set<string>();
/** Identifiers the gateway answers with this error_code. */
let codes = new Map<string, string>();

function stubGateway() {
  requests = [];
  hanging = new Set();
  codes = new Map();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const id = new URL(String(input)).searchParams.get('item_id') ?? '';
    requests.push(id);
    return new Promise<Response>((resolve, reject) => {
      const timer = hanging.has(id) ? undefined : setTimeout(() => resolve(envelope(id, codes.get(id) ?? '0000')), 100);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
}


let online = true;
let controllers: BatchController[] = [];
function controller(): BatchController {
  const c = new BatchController({ tabs: noTabs, environmentId: () => 'local' });
  controllers.push(c);
  return c;
}

const accessWith = (credentials: Credentials | null): RunAccess => {
  enterEnvironment('local', LOCAL, credentials);
  return { settings: LOCAL, authority: currentAuthority() ?? { environmentId: 'local', identity: '' } };
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  stubGateway();
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  setStoredAnswersOnly(false);
  enterEnvironment('local', LOCAL, null);
});

afterEach(async () => {
  for (const c of controllers) c.dispose();
  controllers = [];
  await wait(200);
  setStoredAnswersOnly(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Refusal {
  /** What the run says it paused for. */
  reason: PauseReason;
  /** Credentials the run starts with. */
  start: () => Promise<Credentials>;
  /** Whether the controller hears revokes (a controller that does not is refused by the send path itself). */
  attached: boolean;
  refuse: () => void;
  /** Lifts the refusal: the access to resume with. */
  lift: (access: RunAccess) => Promise<RunAccess>;
}

const HOUR = 3_600_000;

const refusals: Refusal[] = [
  {
    reason: 'stored-only',
    start: async () => demo,
    attached: true,
    refuse: () => setStoredAnswersOnly(true),
    lift: async (access) => (setStoredAnswersOnly(false), access),
  },
  {
    reason: 'offline',
    start: async () => demo,
    attached: true,
    refuse: () => (online = false),
    lift: async (access) => ((online = true), access),
  },
  {
    reason: 'expired-config',
    start: async () => ({ mode: 'signed', ...(await signConfig({ key: 'demo', secret: 'demo-secret-2026', apis: ['company.item_get'], ttlSeconds: 3600 })) }),
    attached: true,
    refuse: () => vi.setSystemTime(Date.now() + HOUR + 1_000),
    lift: async () => {
      const fresh = await signConfig({ key: 'demo', secret: 'demo-secret-2026', apis: ['company.item_get'], ttlSeconds: 3600 });
      setActiveCredentials({ mode: 'signed', ...fresh });
      return { settings: LOCAL, authority: currentAuthority()! };
    },
  },
  {
    reason: 'forgotten',
    start: async () => demo,
    attached: false,
    refuse: () => forgetActiveCredentials(),
    lift: async () => {
      setActiveCredentials(demo);
      return { settings: LOCAL, authority: currentAuthority()! };
    },
  },
];

describe('a refusal during a 200-row run', () => {
  it.each(refusals.map((r) => [r.reason, r] as const))('%s: pauses with the reason, fails no row, and Resume sends exactly the rows never sent', async (reason, refusal) => {
    const c = controller();
    if (refusal.attached) await c.attach();
    const access = accessWith(await refusal.start());
    await c.start(entries(ids(200)), params, 2, access, options);
    await until(() => requests.length >= 6);
    refusal.refuse();
    await wait(3_000);

    expect(c.stats?.state).toBe('paused');
    expect(c.pauseReason).toBe(reason);
    expect(c.meta?.pauseReason).toBe(reason);
    // The reason is said in both interface languages.
    expect(en.pausedBecause[reason]).toMatch(/^Paused — /);
    expect(zh.pausedBecause[reason]).toMatch(/^已暂停 — /);
    const atPause = countRows(c.rows);
    expect(atPause.failed).toBe(0);
    expect(atPause.sent + atPause.unknown).toBe(0);
    expect(atPause.found).toBe(requests.length);
    expect(atPause.calls).toBe(requests.length);
    const neverSent = new Set(c.rows.filter((r) => r.status === 'pending').map((r) => r.id));
    expect(neverSent.size).toBe(200 - requests.length);
    const before = requests.length;

    await c.resume(await refusal.lift(access));
    await until(() => c.stats?.state === 'finished', 20_000);
    expect(c.stats?.state).toBe('finished');
    const after = requests.slice(before);
    expect(after).toHaveLength(neverSent.size);
    expect(new Set(after)).toEqual(neverSent);
    expect(countRows(c.rows)).toMatchObject({ found: 200, failed: 0, pending: 0, calls: 200 });
  });
});

describe('rows whose answer is unknown', () => {
  it('are never in Retry failed; only their own action sends them again, once each', async () => {
    const c = controller();
    await c.attach();
    const all = ids(12);
    const lost = new Set(all.slice(0, 2));
    const broken = new Set(all.slice(2, 5));
    hanging = new Set(lost);
    for (const id of broken) codes.set(id, '5000');
    await c.start(entries(all), params, 3, accessWith(demo), options);
    await until(() => countRows(c.rows).found + countRows(c.rows).failed === 10);
    // Cancelled with two calls on the wire: their answers never come, so they may have been billed.
    c.cancel();
    await until(() => c.stats?.state === 'cancelled' && countRows(c.rows).sent === 0);
    expect(countRows(c.rows)).toMatchObject({ unknown: 2, failed: 3, found: 7 });
    expect(requests).toHaveLength(12);

    hanging = new Set();
    codes = new Map();
    c.retryFailed(accessWith(demo));
    await until(() => countRows(c.rows).found === 10);
    await wait(1_000);
    expect(new Set(requests.slice(12))).toEqual(broken);
    expect(requests).toHaveLength(15);
    expect(countRows(c.rows)).toMatchObject({ unknown: 2, failed: 0, found: 10 });

    c.resendUnknown(accessWith(demo));
    await until(() => countRows(c.rows).found === 12);
    expect(new Set(requests.slice(15))).toEqual(lost);
    expect(requests).toHaveLength(17);
    expect(countRows(c.rows)).toMatchObject({ unknown: 0, found: 12, calls: 17 });
  });
});
