// Batch lookups without a browser: the id list check, the scheduler against a fake single-lane gateway, filters and CSV/JSON exports.
import { beforeEach, describe, expect, it } from 'vitest';
import { currentAuthority, setActiveCredentials } from '../../queries/credential-vault';
import { identifierSchema } from '../lookup/lookup-schema';
import type { ConnectionSettings, Credentials, LookupParams } from '../../api/types';
import { MAX_RATE_LIMIT_RETRIES } from '../../api/rate-limit';
import { answerKind, callLookup, stopReason } from './batch-call';
import { csvField, exportCsv, exportJson, exportNdjson } from './batch-export';
import { parseIdList } from './batch-input';
import { batchKeptAnswerOf, exportColumns, type BatchKeptAnswer } from './batch-record';
import { countRows, pendingRow, rowFromResult, upgradeRow, viewRows, type BatchRow } from './batch-rows';
import { createBatchScheduler, type CallOutcome, type SchedulerItem } from './batch-scheduler';
import { identityOf } from '../../api/credential-identity';

/** The controller's call without its IndexedDB ledger: the scheduler's view of one call through the real API module. */
function lookupCall(request: { settings: ConnectionSettings; credentials: Credentials; params: LookupParams }, fetchImpl: typeof fetch) {
  setActiveCredentials(request.credentials);
  const authority = currentAuthority() ?? { environmentId: '', identity: identityOf(request.credentials) };
  return async (item: SchedulerItem, attempt: number, signal: AbortSignal): Promise<CallOutcome<BatchRow>> => {
    const result = await callLookup({ settings: request.settings, authority, params: { ...request.params, id: item.id } }, signal, fetchImpl);
    const row = rowFromResult({ ...pendingRow(item.index, item.id), attempts: attempt }, result);
    const kind = answerKind(result, signal);
    if (kind === 'stop') return { type: 'stop', reason: stopReason(result) };
    if (kind === 'aborted') return { type: 'aborted' };
    return { type: kind, row };
  };
}

const validate = (id: string) => {
  const r = identifierSchema.safeParse(id);
  return r.success ? null : (r.error.issues[0]?.message ?? 'invalid');
};

describe('parseIdList', () => {
  it('reads a plain list (lines and commas), reports duplicates and invalid ones with their line, and caps the list', () => {
    const text = '\ufeffshop_1, shop_2\n\nshop_1\n"shop_3"\n' + 'x'.repeat(129) + '\nbad\u0007id\r\nshop_4';
    const parsed = parseIdList(text, { validate, column: -1 }, 3);
    expect(parsed.ids).toEqual(['shop_1', 'shop_2', 'shop_3']);
    expect(parsed.duplicates).toEqual([{ line: 3, id: 'shop_1', firstLine: 1 }]);
    expect(parsed.invalid.map((p) => [p.line, p.message])).toEqual([
      [5, 'At most 128 characters'],
      [6, 'No spaces or control characters inside the identifier'],
    ]);
    expect(parsed.overLimit).toBe(1);
  });

  it('takes 10,000 identifiers by default and no more', () => {
    const ids = Array.from({ length: 10_005 }, (_, i) => `shop_${1_000_000 + i}`);
    const parsed = parseIdList(ids.join('\n'), validate);
    expect(parsed.ids).toHaveLength(10_000);
    expect(parsed.overLimit).toBe(5);
  });
});

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const credentials: Credentials = { mode: 'plain', key: 'single-lane', secret: 'single-lane-secret' };
beforeEach(() => setActiveCredentials(credentials));
const params: LookupParams = { operation: 'company', id: '', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };

function envelope(id: string, code = '0000') {
  const ok = code === '0000';
  return {
    ...(ok ? { item: { num_iid: id, title: `标题 ${id}`, desc: '', desc_img: [], detail_url: '', location: 'a»b', nick: 'n', price: 12.5, seller_info: { company_name: `公司 ${id}` }, props_img: [], sales: 0, shop_item: [], relate_items: [] } } : {}),
    error: ok ? '' : `e${code}`,
    reason: ok ? '' : `reason ${code}`,
    error_code: code,
    cache: 0,
    api_info: '',
    execution_time: '0.01',
    server_time: 't',
    call_args: ok ? { num_iid: id } : [],
    api_type: 'company',
  };
}

/** A gateway with one lane: a call that arrives while another is in flight gets 4008 at once. */
function singleLaneGateway(opts: { latencyMs?: number; codeFor?: (id: string) => string } = {}) {
  let inFlight = 0;
  let maxInFlight = 0;
  const answered = new Map<string, number>();
  let rateLimited = 0;
  const impl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const id = url.searchParams.get('item_id') ?? '';
    if (inFlight >= 1) {
      rateLimited += 1;
      return new Response(JSON.stringify(envelope(id, '4008')), { headers: { 'content-type': 'application/json' } });
    }
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, opts.latencyMs ?? 2);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(t);
          reject(init.signal?.reason);
        });
      });
    } finally {
      inFlight -= 1;
    }
    answered.set(id, (answered.get(id) ?? 0) + 1);
    return new Response(JSON.stringify(envelope(id, opts.codeFor?.(id) ?? '0000')), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, answered, stats: () => ({ maxInFlight, rateLimited }) };
}

function items(n: number): SchedulerItem[] {
  return Array.from({ length: n }, (_, index) => ({ index, id: `shop_${1_000_000 + index}` }));
}

describe('batch scheduler', () => {
  it('runs every identifier once against a single-lane gateway, retrying each 4008 and narrowing after it', async () => {
    const gw = singleLaneGateway();
    const rows = new Map<number, BatchRow>();
    const s = createBatchScheduler({
      items: items(60),
      concurrency: 2,
      call: lookupCall({ settings, credentials, params }, gw.impl),
      onRow: (item, row) => rows.set(item.index, row),
      retryDelay: () => 1,
      recoverAfter: 5,
    });
    s.start();
    const end = await s.done;
    expect(end.state).toBe('finished');
    expect(rows.size).toBe(60);
    expect([...rows.values()].every((r) => r.errorCode === '0000' && r.status === 'found')).toBe(true);
    expect([...gw.answered.values()].every((n) => n === 1)).toBe(true);
    expect(gw.answered.size).toBe(60);
    // Concurrency 2 on one lane must collide, and every collision was retried.
    expect(end.rateLimited).toBeGreaterThan(0);
    expect(end.rateLimited).toBe(gw.stats().rateLimited);
    expect(end.calls).toBe(60 + end.rateLimited);
    expect(rows.get(0)?.title).toBe('标题 shop_1000000');
    expect(rows.get(0)?.seller).toBe('公司 shop_1000000');
  });

  it('stops the run on 4013 with the reason, and leaves that identifier and the rest to do', async () => {
    const gw = singleLaneGateway({ codeFor: (id) => (id === 'shop_1000005' ? '4013' : '0000') });
    const rows = new Map<number, BatchRow>();
    const s = createBatchScheduler({
      items: items(20),
      concurrency: 1,
      call: lookupCall({ settings, credentials, params }, gw.impl),
      onRow: (item, row) => rows.set(item.index, row),
      retryDelay: () => 1,
    });
    s.start();
    const end = await s.done;
    expect(end.state).toBe('stopped');
    expect(end.stopReason).toBe('4013 e4013 — reason 4013');
    expect(rows.size).toBe(5);
    expect(rows.has(5)).toBe(false);
  });

  it('records other failures per row without retrying them (they may have been charged)', async () => {
    const gw = singleLaneGateway({ codeFor: (id) => (id === 'shop_1000002' ? '4001' : id === 'shop_1000003' ? '2000' : '0000') });
    const rows = new Map<number, BatchRow>();
    const s = createBatchScheduler({ items: items(5), concurrency: 1, call: lookupCall({ settings, credentials, params }, gw.impl), onRow: (item, row) => rows.set(item.index, row), retryDelay: () => 1 });
    s.start();
    await s.done;
    expect(gw.answered.get('shop_1000002')).toBe(1);
    expect(rows.get(2)).toMatchObject({ status: 'failed', errorCode: '4001', failureKind: 'api', message: 'reason 4001' });
    // The server's reason explains it: that text is data, not a message to reword.
    expect(rows.get(2)?.failure).toBeUndefined();
    expect(rows.get(3)).toMatchObject({ status: 'not-found', errorCode: '2000' });
    expect(countRows([...rows.values()])).toMatchObject({ found: 3, 'not-found': 1, failed: 1, pending: 0 });
  });

  it('keeps the failure on a row that no server reason explains, so the view can word it in the interface language', async () => {
    const down = (async () => new Response('<html>down</html>', { status: 500 })) as typeof fetch;
    const outcome = await lookupCall({ settings, credentials, params }, down)({ index: 0, id: 'shop_1' }, 1, new AbortController().signal);
    expect(outcome).toMatchObject({ type: 'done', row: { status: 'failed', errorCode: null, failureKind: 'http', failure: { kind: 'http', httpStatus: 500 } } });
  });

  it('pauses (no new calls, the one in flight completes), resumes, and cancels with the rest left to do', async () => {
    const gw = singleLaneGateway({ latencyMs: 5 });
    const rows = new Map<number, BatchRow>();
    const s = createBatchScheduler({ items: items(30), concurrency: 1, call: lookupCall({ settings, credentials, params }, gw.impl), onRow: (item, row) => rows.set(item.index, row), retryDelay: () => 1 });
    s.start();
    await new Promise((r) => setTimeout(r, 30));
    s.pause();
    const atPause = s.stats().calls;
    await new Promise((r) => setTimeout(r, 40));
    expect(s.stats().calls).toBe(atPause);
    expect(rows.size).toBe(atPause);
    s.resume();
    await new Promise((r) => setTimeout(r, 30));
    expect(s.stats().calls).toBeGreaterThan(atPause);
    s.cancel();
    const end = await s.done;
    expect(end.state).toBe('cancelled');
    expect(rows.size).toBeLessThan(30);
    // The call that was aborted is not a row: it stays to do.
    expect(rows.size).toBe(gw.answered.size);
  });
});

function row(partial: Partial<BatchRow> & { index: number; id: string }): BatchRow {
  return { ...pendingRow(partial.index, partial.id), ...partial };
}

describe('rows: filter, sort, export', () => {
  const rows = [
    row({ index: 0, id: 'shop_1', status: 'found', errorCode: '0000', title: 'Alpha, "quoted"', price: 3, seller: '甲公司', cache: 1, extra: ['Acme, Inc.', '上海'] }),
    row({ index: 1, id: 'shop_2', status: 'failed', errorCode: '4001', failureKind: 'api', message: 'Network error', title: '', price: null, extra: ['B', ''] }),
    row({ index: 2, id: 'shop_3', status: 'found', errorCode: '0000', title: '=HYPERLINK("x")', price: 1, seller: 'line\nbreak', cache: 0, extra: ['C', ''] }),
    row({ index: 3, id: 'shop_4', extra: ['D', ''] }),
    row({ index: 4, id: 'shop_5', status: 'not-found', errorCode: '2000', message: 'item-not-found', cache: 0, extra: ['E', ''] }),
    row({ index: 5, id: 'shop_6', status: 'unknown', attempts: 1, extra: ['F', ''] }),
  ];
  const answers = new Map<number, BatchKeptAnswer>([
    [0, { envelope: { error_code: '0000', error: '', reason: '', cache: 1, secache_date: '2026-01-02 03:04:05' }, record: { title: 'Alpha, "quoted"', price: 3, location: '中国»上海', nick: 'n', detail_url: 'https://x/1', seller_info: { company_name: '甲公司' } } }],
    [2, { envelope: { error_code: '0000', error: '', reason: '', cache: 0 }, record: { title: '=HYPERLINK("x")', price: 1 } }],
  ]);

  it('filters by outcome, code and text, sorts with empty values last, and puts failures first on request', () => {
    const ids = (v: Parameters<typeof viewRows>[1]) => viewRows(rows, v).map((r) => r.id);
    expect(ids({ text: '甲', code: '', sort: 'index', descending: false })).toEqual(['shop_1']);
    expect(ids({ text: '', code: 'failed', sort: 'index', descending: false })).toEqual(['shop_2']);
    expect(ids({ text: '', code: 'pending', sort: 'index', descending: false })).toEqual(['shop_4']);
    expect(ids({ text: '', code: 'not-found', sort: 'index', descending: false })).toEqual(['shop_5']);
    expect(ids({ text: '', code: 'unknown', sort: 'index', descending: false })).toEqual(['shop_6']);
    expect(ids({ text: '', code: 'code:0000', sort: 'price', descending: false })).toEqual(['shop_3', 'shop_1']);
    expect(ids({ text: '', code: '', sort: 'price', descending: true }).slice(0, 2)).toEqual(['shop_1', 'shop_3']);
    expect(ids({ text: '', code: '', sort: 'index', descending: false, failuresFirst: true })).toEqual(['shop_2', 'shop_6', 'shop_1', 'shop_3', 'shop_4', 'shop_5']);
    expect(countRows(rows)).toMatchObject({ found: 2, failed: 1, pending: 1, 'not-found': 1, unknown: 1, calls: 1 });
  });

  it('writes RFC 4180 CSV with a BOM, the input columns, the words of the table, neutralised formulas, and no secret', () => {
    const columns = exportColumns('company', ['company_name', 'city'], false).filter((c) => c.core);
    const input = { rows, operation: 'company' as const, answers };
    const { text: csv, stop } = exportCsv(input, columns);
    expect(stop).toBeNull();
    const header = 'row,identifier,input.company_name,input.city,outcome,note,error_code,message,title,price,location,nick,detail_url,seller_info.company_name,cache';
    expect(csv.startsWith(`\ufeff${header}\r\n`)).toBe(true);
    expect(csv).toContain('\n1,shop_1,"Acme, Inc.",上海,found,,0000,,"Alpha, ""quoted""",3,中国»上海,n,https://x/1,甲公司,yes\r\n');
    expect(csv).toContain(`\n3,shop_3,C,,found,,0000,,"'=HYPERLINK(""x"")",1,,,,,no\r\n`);
    expect(csv).toContain('\n2,shop_2,B,,failed,,4001,Network error,,,,,,,\r\n');
    expect(csv).toContain('\n5,shop_5,E,,not found,,2000,item-not-found,,,,,,,no\r\n');
    expect(csv).toContain('\n6,shop_6,F,,"sent, answer unknown",,,,,,,,,,\r\n');
    expect(csvField(-1)).toBe('-1');
    const meta = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '', createdAt: 1 };
    const jsonText = exportJson(input, meta, ['company_name', 'city']);
    // Built row by row, the file is exactly what one JSON.stringify of the whole would write.
    expect(jsonText).toBe(JSON.stringify(JSON.parse(jsonText), null, 2));
    const json = JSON.parse(jsonText) as { rows: unknown[] };
    expect(json.rows).toHaveLength(6);
    expect(json.rows[0]).toMatchObject({ input: { company_name: 'Acme, Inc.', city: '上海' }, envelope: { cache: 1 }, record: { location: '中国»上海' } });
    const nd = exportNdjson(input, []).trimEnd().split('\n');
    expect(nd.map((l) => (JSON.parse(l) as { outcome: string }).outcome)).toEqual(['found', 'failed', 'found', 'not sent', 'not found', 'sent, answer unknown']);
    expect(csv + JSON.stringify(json) + nd.join('')).not.toMatch(/secret|signature/);
  });

  it('stores answers without desc unless asked, and without credentials echoed in call_args', async () => {
    const gw = (async () =>
      new Response(JSON.stringify({ ...envelope('shop_1'), call_args: { num_iid: 'shop_1', key: 'k1', secret: 'xyz-secret', signature: 'abc' } }), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const result = await callLookup({ settings, authority: { environmentId: '', identity: identityOf(credentials) }, params: { ...params, id: 'shop_1' } }, new AbortController().signal, gw);
    const lean = batchKeptAnswerOf(result, false);
    expect(lean.record && 'desc' in lean.record).toBe(false);
    expect(lean.envelope?.call_args).toEqual({ num_iid: 'shop_1' });
    expect(JSON.stringify(lean)).not.toMatch(/secret|signature|k1/);
    expect(batchKeptAnswerOf(result, true).record).toHaveProperty('desc');
  });
});

describe('rows stored by an earlier version', () => {
  it('a timeout stored as "failed" is read as "answer unknown" (it may have been billed); other failures stay failed', () => {
    const stored = (failureKind: string, errorCode: string | null) => ({ ...pendingRow(0, 'shop_1'), status: 'failed' as const, failureKind, errorCode, attempts: 1 });
    expect(upgradeRow(stored('timeout', null)).status).toBe('unknown');
    expect(upgradeRow(stored('http', null)).status).toBe('failed');
    expect(upgradeRow(stored('api', '4002')).status).toBe('failed');
  });
});

describe('shared rate-limit policy', () => {
  it('records a 4008 as the answer after the shared retry bound', async () => {
    const always = (async () => new Response(JSON.stringify(envelope('shop_1', '4008')), { headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const rows = new Map<number, BatchRow>();
    const s = createBatchScheduler({ items: items(1), concurrency: 1, call: lookupCall({ settings, credentials, params }, always), onRow: (item, r) => rows.set(item.index, r), retryDelay: () => 0 });
    s.start();
    const end = await s.done;
    expect(end.calls).toBe(MAX_RATE_LIMIT_RETRIES + 1);
    expect(rows.get(0)).toMatchObject({ status: 'failed', errorCode: '4008' });
  });
});
