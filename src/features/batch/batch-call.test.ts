// One counted batch call: its "sent" record is committed before the request leaves, its answer recorded after; a call
// cut off after leaving stays "sent, answer unknown"; one cancelled before leaving is taken back.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { setActiveCredentials } from '../../queries/credential-vault';
import { recordedCall, type RecordedCallContext } from './batch-call';
import type { BatchKeptAnswer } from './batch-record';
import { pendingRow, type BatchRow } from './batch-rows';
import { identityOf } from '../../api/credential-identity';

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const credentials: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const item = { index: 0, id: 'shop_1' };

function answer(code: string): Response {
  const body = { error_code: code, error: code === '0000' ? '' : 'e', reason: '', cache: 0, api_info: 'today:3 max:15', server_time: 'Asia/Shanghai/2026-11-23 23:00:00', item: code === '0000' ? { num_iid: 'shop_1', title: 'T', desc: '<p>big</p>' } : undefined };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** A ledger whose commits resolve when the test says, logging every step in order with the fetches. */
function harness(fetchImpl: (log: string[]) => typeof fetch) {
  const log: string[] = [];
  const commits: (() => void)[] = [];
  const ctx = (before: BatchRow = pendingRow(0, 'shop_1'), timeoutMs = settings.timeoutMs): RecordedCallContext => ({
    access: { settings: { ...settings, timeoutMs }, authority: { environmentId: '', identity: identityOf(credentials) } },
    params,
    keepDesc: false,
    before,
    record: (row: BatchRow, stored?: BatchKeptAnswer | null) => {
      log.push(`record ${row.status} attempts=${row.attempts}${stored ? ' +answer' : ''}`);
      return new Promise<void>((resolve) => commits.push(resolve));
    },
    fetchImpl: fetchImpl(log),
  });
  return { log, commits, ctx };
}

beforeEach(() => setActiveCredentials(credentials));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('recordedCall', () => {
  it('leaves only after the "sent" record is committed, then records the answer', async () => {
    const h = harness((log) => (async () => (log.push('fetch'), answer('0000'))) as typeof fetch);
    const pending = recordedCall(h.ctx(), item, new AbortController().signal);
    await flush();
    expect(h.log).toEqual(['record sent attempts=1']);
    h.commits[0]?.();
    const { outcome } = await pending;
    expect(h.log[0]).toBe('record sent attempts=1');
    expect(h.log.indexOf('fetch')).toBeGreaterThan(0);
    expect(h.log.at(-1)).toBe('record found attempts=1 +answer');
    expect(outcome).toMatchObject({ type: 'done', row: { status: 'found', attempts: 1 } });
  });

  it('takes back a call cancelled while its record was being written (it never left)', async () => {
    const h = harness((log) => (async () => (log.push('fetch'), answer('0000'))) as typeof fetch);
    const controller = new AbortController();
    const pending = recordedCall(h.ctx(), item, controller.signal);
    await flush();
    controller.abort();
    const { outcome } = await pending;
    expect(outcome).toEqual({ type: 'aborted' });
    expect(h.log).toEqual(['record sent attempts=1', 'record pending attempts=0']);
  });

  it('keeps a call cut off after it left as "sent, answer unknown", and a 4008 as a counted attempt waiting for its retry', async () => {
    const controller = new AbortController();
    const h = harness(
      (log) =>
        ((_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            log.push('fetch');
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          })) as typeof fetch,
    );
    const pending = recordedCall(h.ctx(), item, controller.signal);
    await flush();
    h.commits[0]?.();
    await flush();
    controller.abort();
    const { outcome } = await pending;
    expect(outcome).toMatchObject({ type: 'aborted', row: { status: 'unknown', attempts: 1 } });

    const limited = harness(() => (async () => answer('4008')) as typeof fetch);
    const again = recordedCall(limited.ctx({ ...pendingRow(0, 'shop_1'), attempts: 2, rateLimited: 1 }), item, new AbortController().signal);
    await flush();
    limited.commits[0]?.();
    expect((await again).outcome).toMatchObject({ type: 'rate-limited', row: { attempts: 3, rateLimited: 2 } });
    expect(limited.log.at(-1)).toBe('record pending attempts=3');
  });

  it('takes back a call the send path refused (sent=false), and fails an unencodable one without counting it as a call', async () => {
    const refused = harness((log) => (async () => (log.push('fetch'), answer('0000'))) as typeof fetch);
    const pending = recordedCall(refused.ctx(), item, new AbortController().signal);
    await flush();
    // Forget lands while the "sent" record is being written: the send path refuses the call.
    setActiveCredentials(null);
    refused.commits[0]?.();
    const taken = await pending;
    expect(taken.result?.sent).toBe(false);
    expect(taken.outcome).toEqual({ type: 'aborted' });
    expect(refused.log).toEqual(['record sent attempts=1', 'record pending attempts=0']);

    setActiveCredentials(credentials);
    const bad = { index: 0, id: 'shop_\uD800' };
    const unencodable = harness((log) => (async () => (log.push('fetch'), answer('0000'))) as typeof fetch);
    const again = recordedCall(unencodable.ctx(pendingRow(0, bad.id)), bad, new AbortController().signal);
    await flush();
    unencodable.commits[0]?.();
    expect((await again).outcome).toMatchObject({ type: 'done', row: { status: 'failed', attempts: 0 } });
    expect(unencodable.log).toEqual(['record sent attempts=1', 'record failed attempts=0']);
  });

  it('a call that timed out after it left is "unknown" (it may have been billed), not "failed": Retry failed must not send it', async () => {
    const silent = harness(
      (log) =>
        ((_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            log.push('fetch');
            init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
          })) as typeof fetch,
    );
    const pending = recordedCall(silent.ctx(pendingRow(0, 'shop_1'), 20), item, new AbortController().signal);
    await flush();
    silent.commits[0]?.();
    const { outcome, result } = await pending;
    expect(result?.failure?.kind).toBe('timeout');
    expect(outcome).toMatchObject({ type: 'done', row: { status: 'unknown', attempts: 1, failureKind: 'timeout' } });
    expect(silent.log.at(-1)).toMatch(/^record unknown attempts=1/);

    // An answer that came back as an error page was answered: it stays "failed", for Retry failed to offer.
    const page = harness(() => (async () => new Response('<html>oops</html>', { status: 500, headers: { 'content-type': 'text/html' } })) as typeof fetch);
    const again = recordedCall(page.ctx(), item, new AbortController().signal);
    await flush();
    page.commits[0]?.();
    expect((await again).outcome).toMatchObject({ type: 'done', row: { status: 'failed', failureKind: 'http' } });
  });
});
