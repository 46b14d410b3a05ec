// @vitest-environment happy-dom
// The batch run's authority and tabs (DESIGN D14, issue 22), through the real controller, send path, vault and a real
// IndexedDB implementation: every revoke pauses the run and nothing more leaves; resuming elsewhere needs continueIn;
// "calls sent" is requests that left; a call that throws fails its row once; one tab sends a run, another follows it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials, setActiveCredentials, type RevokeReason } from '../../queries/credential-vault';
import * as batchCall from './batch-call';
import { BatchController, type RunAccess } from './batch-controller';
import { countRows } from './batch-rows';
import { fakeTabs } from './fake-tabs';
import { until, wait } from './test-clock';

// One identifier makes the row's call throw (a bug anywhere in it), a task later so a relaunch loop shows as calls, not a
// hung test: the rest go through the real recordedCall.
vi.mock('./batch-call', async (original) => {
  const real = await original<typeof import('./batch-call')>();
  return { ...real, recordedCall: vi.fn((ctx: batchCall.RecordedCallContext, item: { id: string }, signal: AbortSignal) => (item.id === 'explode' ? new Promise<never>((_, reject) => setImmediate(() => reject(new Error('explode: a bug')))) : real.recordedCall(ctx, item as never, signal))) };
});

const LOCAL: ConnectionSettings = { baseUrl: 'http://local.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 60_000 };
const SECOND: ConnectionSettings = { ...LOCAL, baseUrl: 'http://second.test' };
const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const other: Credentials = { mode: 'plain', key: 'other', secret: 'other-secret' };
const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const options = { inputColumns: [], keepDesc: false };
const entries = (ids: string[]) => ids.map((id, i) => ({ id, line: i + 1, extra: [] }));
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `shop_${1_000_000 + from + i}`);

function answer(id: string): Response {
  // A "fails" identifier gets a billed server error (a failed row that Retry failed offers again).
  const failed = id.startsWith('fails');
  const body = { error_code: failed ? '4002' : '0000', error: '', reason: '', cache: 0, api_info: 'today:3 max:15', server_time: 'Asia/Shanghai/2026-11-23 23:00:00', item: { num_iid: id, title: 'T', desc: '' } };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** Requests that left, by host; each answered after 100 ms (fake time), or cut off by its abort. */
let requests: URL[] = [];
const toHost = (host: string) => requests.filter((u) => u.host === host).length;

function stubGateway() {
  requests = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push(url);
    return new Promise<Response>((resolve, reject) => {
      // A "silent" identifier is never answered: its call ends by the settings' timeout (or its abort).
      const timer = url.searchParams.get('item_id')?.startsWith('silent') ? undefined : setTimeout(() => resolve(answer(url.searchParams.get('item_id') ?? '')), 100);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
}


const local = (): RunAccess => {
  enterEnvironment('local', LOCAL, demo);
  return { settings: LOCAL, authority: currentAuthority()! };
};

let controllers: BatchController[] = [];
function controller(tabs = fakeTabs()): BatchController {
  const c = new BatchController({ tabs, environmentId: () => 'local' });
  controllers.push(c);
  return c;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  stubGateway();
  enterEnvironment('local', LOCAL, null);
});

afterEach(async () => {
  for (const c of controllers) c.dispose();
  controllers = [];
  await wait(200);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const revokes: [RevokeReason, () => void][] = [
  ['forgotten', () => forgetActiveCredentials()],
  ['credentials-changed', () => setActiveCredentials(other)],
  ['environment-changed', () => enterEnvironment('second', SECOND, demo)],
  ['environment-deleted', () => enterEnvironment('local', SECOND, null, 'environment-deleted')],
];

describe('BatchController and the call authority', () => {
  it.each(revokes)('pauses on a revoke (%s), says why, and nothing more leaves for any gateway', async (reason, revoke) => {
    const c = controller();
    await c.attach();
    await c.start(entries(ids(30)), params, 2, local(), options);
    await until(() => requests.length >= 6);
    revoke();
    expect(c.stats?.state).toBe('paused');
    expect(c.pauseReason).toBe(reason);
    const atRevoke = requests.length;
    await wait(3_000);
    // The calls on the wire at the revoke finish (their answers are kept); none leaves after it, to either host.
    expect(requests.length).toBe(atRevoke);
    expect(toHost('second.test')).toBe(0);
    expect(c.meta?.pauseReason).toBe(reason);
    const counts = countRows(c.rows);
    expect(counts.sent).toBe(0);
    expect(counts.calls).toBe(requests.length);
  });

  it('refuses to resume in another environment; continueIn re-binds the run there, and its own environment resumes directly', async () => {
    const c = controller();
    await c.attach();
    const access = local();
    await c.start(entries(ids(20)), params, 2, access, options);
    await until(() => requests.length >= 4);
    enterEnvironment('second', SECOND, demo);
    const second: RunAccess = { settings: SECOND, authority: currentAuthority()! };
    expect(c.movesTo(second)).toBe(true);
    await c.resume(second);
    await wait(1_000);
    expect(toHost('second.test')).toBe(0);
    expect(c.stats?.state).toBe('paused');

    c.continueIn(second);
    await until(() => c.stats?.state === 'finished');
    expect(c.meta?.environmentId).toBe('second');
    expect(toHost('local.test') + toHost('second.test')).toBe(20);
    expect(toHost('second.test')).toBeGreaterThan(0);


    // A run resumed in its own environment, after Forget and credentials entered again, goes on without asking.
    const d = controller();
    await d.attach();
    const before = toHost('local.test');
    await d.start(entries(ids(10, 100)), params, 1, local(), options);
    await until(() => toHost('local.test') >= before + 3);
    forgetActiveCredentials();
    expect(d.pauseReason).toBe('forgotten');
    setActiveCredentials(demo);
    const again: RunAccess = { settings: LOCAL, authority: currentAuthority()! };
    expect(d.movesTo(again)).toBe(false);
    await d.resume(again);
    await until(() => d.stats?.state === 'finished');
    expect(toHost('local.test')).toBe(before + 10);
    expect(countRows(d.rows).found).toBe(10);
  });

  it('counts as sent only requests that left: an unencodable identifier and a call the send path refused are not calls', async () => {
    const c = controller();
    await c.attach();
    await c.start(entries(['shop_1000000', 'shop_1\uD800', 'shop_1000001']), params, 1, local(), options);
    await until(() => c.stats?.state === 'finished');
    expect(requests).toHaveLength(2);
    const counts = countRows(c.rows);
    expect(counts.calls).toBe(2);
    expect(c.rows[1]).toMatchObject({ status: 'failed', attempts: 0 });

    // A controller that did not hear the revoke (not attached): the send path refuses, the row goes back to not sent.
    const deaf = controller();
    await deaf.start(entries(ids(10, 200)), params, 1, local(), options);
    await until(() => requests.length >= 4);
    forgetActiveCredentials();
    await wait(2_000);
    const rows = countRows(deaf.rows);
    expect(rows.calls).toBe(requests.length - 2);
    expect(rows.sent + rows.unknown).toBe(0);
    expect(deaf.stats?.state).toBe('paused');
  });

  it('a call that timed out is "answer unknown" (it may have been billed): Retry failed does not send it, only Re-send unknown does', async () => {
    // The send path's timeout on the test's clock (Node lets an unreferenced AbortSignal.timeout be collected unfired).
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const timer = new AbortController();
      setTimeout(() => timer.abort(new DOMException('timed out', 'TimeoutError')), ms);
      return timer.signal;
    });
    onTestFinished(() => timeout.mockRestore());
    const c = controller();
    await c.attach();
    const quick: ConnectionSettings = { ...LOCAL, timeoutMs: 1_000 };
    enterEnvironment('local', quick, demo);
    const access: RunAccess = { settings: quick, authority: currentAuthority()! };
    await c.start(entries(['shop_1000000', 'silent_1', 'shop_1000001', 'fails_1']), params, 1, access, options);
    await until(() => c.stats?.state === 'finished', 20_000);
    expect(c.rows[1]).toMatchObject({ status: 'unknown', failureKind: 'timeout', attempts: 1 });
    expect(countRows(c.rows)).toMatchObject({ found: 2, unknown: 1, failed: 1 });
    const sent = (id: string) => requests.filter((u) => u.searchParams.get('item_id') === id).length;

    c.retryFailed(access);
    await until(() => c.rows[3]?.attempts === 2 && c.rows[3].status !== 'sent' && c.stats?.state === 'finished', 20_000);
    expect(sent('fails_1')).toBe(2);
    expect(sent('silent_1')).toBe(1);
    expect(c.rows[1]?.status).toBe('unknown');

    c.resendUnknown(access);
    await until(() => c.rows[1]?.attempts === 2 && c.rows[1].status !== 'sent' && c.stats?.state === 'finished', 20_000);
    expect(sent('silent_1')).toBe(2);
    expect(c.rows[1]).toMatchObject({ status: 'unknown', attempts: 2 });
  });

  it('fails a row whose call throws once, with the error, and goes on with the rest', async () => {
    const c = controller();
    await c.attach();
    vi.mocked(batchCall.recordedCall).mockClear();
    await c.start(entries(['shop_1000000', 'explode', 'shop_1000001']), params, 1, local(), options);
    await until(() => c.stats?.state === 'finished', 3_000);
    expect(c.stats?.state).toBe('finished');
    expect(vi.mocked(batchCall.recordedCall).mock.calls.filter(([, item]) => item.id === 'explode')).toHaveLength(1);
    expect(c.rows[1]).toMatchObject({ status: 'failed', failureKind: 'unexpected', message: 'explode: a bug', attempts: 0 });
    expect(countRows(c.rows).found).toBe(2);
  });
});

/** Tab A sends a 20-identifier run; tab B opens Batch once a few calls have left, and sees it sent elsewhere. */
async function twoTabs(from: number): Promise<{ a: BatchController; b: BatchController }> {
  const tabs = fakeTabs();
  const a = controller(tabs);
  await a.attach();
  await a.start(entries(ids(20, from)), params, 2, local(), options);
  await until(() => requests.length >= 4);
  const b = controller(tabs);
  await b.attach();
  expect(b.elsewhere).toBe(true);
  expect(b.interrupted).toBe(false);
  return { a, b };
}

describe('one sending tab per run', () => {
  it('a second tab follows a running run read-only: it neither rewrites its rows nor sends it again', async () => {
    const { a, b } = await twoTabs(300);
    await b.resume(local());
    b.retryFailed(local());
    await until(() => a.stats?.state === 'finished');
    await until(() => !b.elsewhere);
    expect(requests).toHaveLength(20);
    expect(new Set(requests.map((u) => u.searchParams.get('item_id'))).size).toBe(20);
    expect(b.interrupted).toBe(false);
    expect(b.meta?.status).toBe('finished');
    expect(countRows(b.rows).found).toBe(20);
  });

  it('takes over only when the sending tab is gone: its calls in flight become "answer unknown", never sent again', async () => {
    const { a, b } = await twoTabs(400);
    a.dispose();
    await until(() => b.interrupted);
    expect(b.elsewhere).toBe(false);
    await b.resume(local());
    await until(() => b.stats?.state === 'finished');
    const counts = countRows(b.rows);
    expect(requests).toHaveLength(20);
    expect(new Set(requests.map((u) => u.searchParams.get('item_id'))).size).toBe(20);
    expect(counts.found + counts.unknown).toBe(20);
    expect(counts.calls).toBe(20);
  });
});
