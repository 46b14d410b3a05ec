// A large body (declared large, read from its stream) is kept as bytes and decoded, parsed and masked in the parse
// worker (issue 25): the page gets the masked tree and the masked text's bytes, with the same masking and counts as a
// body done on the main thread, and the main thread does it all as before when the worker fails or is missing.
import { isLongList, listBytesOf } from './long-list';
import { describe, expect, it, vi } from 'vitest';
import { fetchLookup } from './lookup';
import { rawTextOf } from './raw-text';
import { LARGE_BODY_CHARS } from './read-body';
import { createOffThreadParser, type WorkerLike } from './parse/off-thread';
import { encodeBody, RESULT_TYPES } from '../../gateway/encode/index';
import { answerBodyRequest, WorkerDesk } from './parse/worker-answer';
import type { AnswerHead } from './answer-head';
import { isBodyResponse, type BodyRequest, type ChunkMessage, type ParseRequest } from './parse/worker-protocol';
import type { ConnectionSettings, Credentials, LookupParams, LookupResult } from './types';

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 5000 };
const credentials: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'json', lang: 'cn', version: '' };
const call = { settings, params, authority: { environmentId: 'test', identity: 'test' } };

/** A large envelope whose description echoes the secret (once) and the key (in a reason and a tracker). */
function largeEnvelope(): string {
  const desc = `<p>深圳 ${'x'.repeat(LARGE_BODY_CHARS)}</p><img src="http://t/i.php?k=demo&p=1"><p>Key[demo] demo-secret-2026</p>`;
  return JSON.stringify({
    item: { num_iid: 'shop_1000000', title: '公司', desc, desc_img: [], detail_url: 'u', location: 'a»b»c', nick: 'n', price: -1, seller_info: { company_id: '1', company_name: 'c', shop_type: 't', zhuy: 'z' }, props_img: [], _ddf: 'company', format_check: 'ok', sales: 0, shop_item: [], relate_items: [] },
    error: '', reason: '', error_code: '0000', secache: 's', secache_time: 1, secache_date: 'd', translate_status: '', translate_time: 0, language: { default_lang: 'cn', current_lang: 'cn' },
    cache: 0, api_info: 'today:1 max:10000', execution_time: '0.1', server_time: 't', client_ip: 'ip', call_args: { num_iid: 'shop_1000000', secret: 'demo-secret-2026' }, api_type: 'company', server_memory: '1MB', last_id: false,
  });
}

/** A response declared as long as it is, so it is read from its stream; in chunks of `chunk` bytes when given. */
function declared(body: string | Uint8Array, chunk = 0): typeof fetch {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const stream = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.slice(at, at + chunk));
        controller.close();
      },
    });
  return (async () => new Response(chunk > 0 ? stream() : bytes.slice(), { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } })) as typeof fetch;
}

/** A worker that answers as parse.worker.ts does (structured clone, transfer), or crashes on its first message. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly received: (ParseRequest | BodyRequest | ChunkMessage)[] = [];
  private readonly desk = new WorkerDesk();
  /** The messages sent ahead of each answer (a head, long arrays' runs), as the page received them. */
  readonly ahead: unknown[] = [];
  constructor(private readonly behaviour: 'answer' | 'crash') {}
  postMessage(message: ParseRequest | BodyRequest | ChunkMessage): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => {
      if (this.behaviour === 'crash') {
        this.onerror?.({ preventDefault() {} } as unknown as ErrorEvent);
        return;
      }
      const sentAhead: unknown[] = [];
      const done = this.desk.take(copy, (m) => sentAhead.push(structuredClone(m)));
      // Each message is a task of its own on the page, in the order the worker posted them.
      for (const data of sentAhead) {
        setTimeout(() => {
          this.ahead.push(data);
          this.onmessage?.({ data } as MessageEvent);
        }, 0);
      }
      if (done) setTimeout(() => this.onmessage?.({ data: structuredClone(done.answer, { transfer: done.transfer }) } as MessageEvent), 0);
    }, 0);
  }
  terminate(): void {}
}

/** A declared-length body whose first `first` bytes come at once and the rest when released. */
function gated(bytes: Uint8Array, first: number): { fetchImpl: typeof fetch; release: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchImpl = (async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, first));
        },
        async pull(controller) {
          await gate;
          controller.enqueue(bytes.slice(first));
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } },
    )) as typeof fetch;
  return { fetchImpl, release: () => release() };
}

function withWorker(behaviour: 'answer' | 'crash') {
  const workers: FakeWorker[] = [];
  const parser = createOffThreadParser({
    createWorker: () => {
      const w = new FakeWorker(behaviour);
      workers.push(w);
      return w;
    },
    onMeasure: () => {},
  });
  return { parser, workers };
}

/** What every path must give for the large envelope: the secret masked everywhere, the key partly, counted once each. */
function expectMasked(r: LookupResult, body: string): void {
  expect(r.failure).toBeNull();
  const raw = rawTextOf(r);
  expect(raw).not.toContain('demo-secret-2026');
  expect(raw).toContain('Key[de**]');
  expect(new TextEncoder().encode(raw).length).toBe(new TextEncoder().encode(body).length);
  expect(r.maskedInBody).toEqual({ secret: 2, key: 2 }); // Key[demo] and the tracker's k=demo
  expect(r.deviations).toContainEqual(expect.objectContaining({ path: '(body)', got: 'the secret, 2 times' }));
  expect(r.record?.value.desc).toContain('Key[de**]');
  expect(JSON.stringify([r.parsed, r.envelope, r.record, r.deviations, r.rawText])).not.toContain('demo-secret-2026');
  expect(r.sizeBytes).toBe(new TextEncoder().encode(body).length);
}

describe('a large body', () => {
  it('goes to the worker as bytes: the page gets the masked tree and the masked text as bytes, never the text', async () => {
    const body = largeEnvelope();
    const { parser, workers } = withWorker('answer');
    const r = await fetchLookup(call, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open });
    // Opened, its one chunk, then its end: the body goes as it comes.
    expect(workers[0]?.received.map((m) => ('kind' in m ? m.kind : 'text'))).toEqual(['open', 'chunk', 'body']);
    expect(workers[0]?.received[2]).toMatchObject({ kind: 'body', resultType: 'json', chunks: 1, mask: { key: 'demo', secret: 'demo-secret-2026' } });
    expect(r.rawText).toBe('');
    expect(r.rawBytes).toBeInstanceOf(Uint8Array);
    expectMasked(r, body);
  });

  it('sends its long description apart as bytes: every holder reads the masked text, the same as without a worker', async () => {
    const body = largeEnvelope();
    const { parser } = withWorker('answer');
    const r = await fetchLookup(call, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open });
    const none = await fetchLookup(call, credentials, { fetchImpl: declared(body) });
    const item = (r.parsed as { item: Record<string, unknown> }).item;
    // Held as bytes until read: a property that decodes, not a string in the tree.
    expect(Object.getOwnPropertyDescriptor(item, 'desc')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(r.record?.value, 'desc')?.get).toBeTypeOf('function');
    const desc = (none.record?.value as { desc: string }).desc;
    expect(desc).toContain('Key[de**]');
    expect(r.record?.value.desc).toBe(desc);
    expect(item.desc).toBe(desc);
    expect((r.envelope?.item as { desc: string }).desc).toBe(desc);
    // Same keys in the same order, same deviations: the '' normalising saw in its place left no trace.
    expect(JSON.stringify([r.parsed, r.envelope, r.record])).toBe(JSON.stringify([none.parsed, none.envelope, none.record]));
    expect(structuredClone(r.record)).toEqual(none.record);
    expect(r.deviations).toEqual(none.deviations);
  });

  it('is decoded, parsed and masked on the main thread as before when the worker crashes, or without one', async () => {
    const body = largeEnvelope();
    const { parser, workers } = withWorker('crash');
    const crashed = await fetchLookup(call, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open });
    expect(workers).toHaveLength(1);
    expectMasked(crashed, body);
    const none = await fetchLookup(call, credentials, { fetchImpl: declared(body) });
    expectMasked(none, body);
    expect(rawTextOf(none)).toBe(rawTextOf(crashed));
    // Masked on the page, then kept as its bytes like a body the worker did (issue 36): no 5 MB text in the heap.
    for (const r of [crashed, none]) {
      expect(r.rawText).toBe('');
      expect(r.rawBytes?.byteLength).toBe(new TextEncoder().encode(body).length);
    }
  });

  it('an empty body or an HTML page asked as JSON is decoded and told on the page, as a small one is, its text still masked', async () => {
    const { parser } = withWorker('answer');
    const empty = await fetchLookup(call, credentials, { fetchImpl: declared(' '.repeat(LARGE_BODY_CHARS)), parse: parser, openBody: parser.open });
    expect(empty.failure).toMatchObject({ kind: 'parse' });
    expect(empty.failure?.text).toMatchObject({ id: 'emptyBody' });
    const html = `<!doctype html><html><body>${'y'.repeat(LARGE_BODY_CHARS)} demo-secret-2026</body></html>`;
    const page = await fetchLookup(call, credentials, { fetchImpl: declared(html), parse: parser, openBody: parser.open });
    expect(page.failure?.text).toMatchObject({ id: 'htmlPage' });
    expect(page.rawText).toBe('');
    expect(rawTextOf(page)).toBe(html.replace('demo-secret-2026', '*'.repeat(16)));
    expect(page.maskedInBody).toEqual({ secret: 1, key: 0 });
  });

  it('goes to the worker as bytes in every format: XML and PHP as JSON does, the same answer as read on the page', async () => {
    const envelope = JSON.parse(largeEnvelope()) as { item: Record<string, unknown> };
    envelope.item.shop_item = Array.from({ length: 2_500 }, (_, i) => ({ num_iid: String(i), title: `t${i} demo-secret-2026` }));
    for (const resultType of RESULT_TYPES) {
      const body = encodeBody(envelope, resultType).body;
      const asked = { ...call, params: { ...params, resultType } };
      const { parser, workers } = withWorker('answer');
      const r = await fetchLookup(asked, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open });
      const none = await fetchLookup(asked, credentials, { fetchImpl: declared(body) });
      // The body went as it came; no text was sent to be parsed, and the page holds its masked text only as bytes.
      expect(workers[0]?.received.map((m) => ('kind' in m ? m.kind : 'text')), resultType).toEqual(['open', 'chunk', 'body']);
      expect(r.rawText, resultType).toBe('');
      expect(r.failure, resultType).toBeNull();
      expect(rawTextOf(r), resultType).toBe(rawTextOf(none));
      expect(rawTextOf(r), resultType).not.toContain('demo-secret-2026');
      expect(r.maskedInBody, resultType).toEqual(none.maskedInBody);
      // Its long list is bytes in the tree, the envelope and the record; read, it is the page's own reading.
      expect(isLongList(r.record?.value.shop_item), resultType).toBe(true);
      expect(JSON.stringify([r.parsed, r.envelope, r.record, r.deviations, r.warning]), resultType).toBe(JSON.stringify([none.parsed, none.envelope, none.record, none.deviations, none.warning]));
    }
  });

  it('is decoded in the worker as the page decodes: a BOM dropped, an invalid byte as U+FFFD', () => {
    const text = new TextEncoder().encode('{"a":"x"}');
    const data = new Uint8Array([0xef, 0xbb, 0xbf, ...text.slice(0, 7), 0xff, ...text.slice(7)]);
    const answer = answerBodyRequest({ id: 3, kind: 'body', data, resultType: 'json', mask: { key: 'demo', secret: null } });
    expect(isBodyResponse(answer)).toBe(true);
    expect(answer.result).toMatchObject({ ok: true, value: { a: 'x\uFFFD' } });
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.raw)).toBe('{"a":"x\uFFFD"}');
  });
});

describe('a large body, progressive (issue 36)', () => {
  /** The large envelope with its title echoing the secret and long lists, as the 20 MB listing has. */
  function longListsEnvelope(): string {
    const envelope = JSON.parse(largeEnvelope()) as { item: Record<string, unknown> };
    envelope.item.title = 'Acme demo-secret-2026 Ltd';
    envelope.item.shop_item = Array.from({ length: 4_500 }, (_, i) => ({ num_iid: String(i), title: `t${i}`, price: i / 2 }));
    envelope.item.props_img = Array.from({ length: 2_100 }, (_, i) => ({ properties: `1:${i}`, url: `u${i}` }));
    return JSON.stringify(envelope);
  }

  it("hears the answer's first screen, masked, before the answer; the answer is the one made without a worker", async () => {
    const body = longListsEnvelope();
    const { parser, workers } = withWorker('answer');
    const heads: unknown[] = [];
    let resolved = false;
    const pending = fetchLookup(call, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open, onHead: (h) => heads.push({ ...h, resolvedYet: resolved }) });
    const r = await pending;
    resolved = true;
    expect(heads).toEqual([{ operation: 'company', id: 'shop_1000000', title: 'Acme **************** Ltd', price: null, seller: 'c', location: 'a»b»c', apiInfo: 'today:1 max:10000', bytes: new TextEncoder().encode(body).length, resolvedYet: false }]);
    // Only the head came ahead; the long lists came with the answer as bytes and read as arrays in every holder, one
    // list shared where the record's list is the parsed item's.
    expect(workers[0]?.ahead.map((m) => (m as { kind: string }).kind)).toEqual(['head']);
    const item = (r.parsed as { item: { shop_item: unknown[]; props_img: unknown[] } }).item;
    expect([item.shop_item, item.props_img, r.record?.value.shop_item].map(isLongList)).toEqual([true, true, true]);
    expect(r.record?.value.shop_item).toBe(item.shop_item);
    expect(listBytesOf(item.props_img)?.ends.length).toBe(2_100);
    const none = await fetchLookup(call, credentials, { fetchImpl: declared(body) });
    expect(JSON.stringify([r.parsed, r.envelope, r.record])).toBe(JSON.stringify([none.parsed, none.envelope, none.record]));
    expect(r.record?.value.shop_item).toHaveLength(4_500);
    expect(isLongList(none.record?.value.shop_item)).toBe(false);
    expect(r.deviations).toEqual(none.deviations);
  });

  it('says the title while the body still downloads, the other fields as still coming; the answer is unchanged', async () => {
    const bytes = new TextEncoder().encode(longListsEnvelope());
    const { fetchImpl: slow, release } = gated(bytes, 4096);
    const { parser } = withWorker('answer');
    const heads: AnswerHead[] = [];
    const pending = fetchLookup(call, credentials, { fetchImpl: slow, parse: parser, openBody: parser.open, onHead: (h) => heads.push(h) });
    // The first 4 KiB hold the title and nothing else the head shows: said at once, masked, the rest still coming.
    await vi.waitFor(() => expect(heads).toHaveLength(1));
    expect(heads[0]).toMatchObject({ title: 'Acme **************** Ltd', id: 'shop_1000000', bytes: bytes.length, pending: ['price', 'seller', 'location', 'quota'] });
    release();
    const r = await pending;
    expect(heads.at(-1)).toMatchObject({ title: 'Acme **************** Ltd', seller: 'c', apiInfo: 'today:1 max:10000' });
    expect(heads.at(-1)?.pending).toBeUndefined();
    const none = await fetchLookup(call, credentials, { fetchImpl: declared(bytes) });
    expect(JSON.stringify([r.parsed, r.envelope, r.record, r.deviations])).toBe(JSON.stringify([none.parsed, none.envelope, none.record, none.deviations]));
  });

  it("says the body's first characters, masked, while the rest still downloads: JSON and XML alike", async () => {
    const json = new TextEncoder().encode(longListsEnvelope());
    const xml = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><response><item><num_iid>1</num_iid><title>深圳 demo-secret-2026</title><desc>${'深'.repeat(LARGE_BODY_CHARS)}</desc></item><error_code>0000</error_code></response>`);
    for (const [bytes, resultType] of [[json, 'json'], [xml, 'xml']] as const) {
      const { fetchImpl: slow, release } = gated(bytes, 10_000);
      const { parser } = withWorker('answer');
      const lines: string[] = [];
      const pending = fetchLookup({ ...call, params: { ...params, resultType } }, credentials, { fetchImpl: slow, parse: parser, openBody: parser.open, onFirstLines: (t) => lines.push(t) });
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      const shown = new TextDecoder().decode(bytes.slice(0, 1_000)).replace('demo-secret-2026', '*'.repeat(16));
      expect(lines[0]?.startsWith(shown.slice(0, 200))).toBe(true);
      expect(lines[0]).not.toContain('demo-secret');
      release();
      await pending;
      expect(lines).toHaveLength(1);
    }
  });

  it("says an XML body's title, masked, from its first bytes while the rest downloads; the whole head once parsed", async () => {
    const bytes = new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><response><item><num_iid>1</num_iid><title>深圳 demo-secret-2026</title><desc>${'深'.repeat(LARGE_BODY_CHARS)}</desc><location>a»b</location></item><error_code>0000</error_code></response>`);
    const { fetchImpl: slow, release } = gated(bytes, 10_000);
    const { parser } = withWorker('answer');
    const heads: AnswerHead[] = [];
    const pending = fetchLookup({ ...call, params: { ...params, resultType: 'xml' } }, credentials, { fetchImpl: slow, parse: parser, openBody: parser.open, onHead: (h) => heads.push(h) });
    await vi.waitFor(() => expect(heads).toHaveLength(1));
    expect(heads[0]).toMatchObject({ id: '1', title: `深圳 ${'*'.repeat(16)}`, bytes: bytes.length, pending: ['price', 'seller', 'location', 'quota'] });
    release();
    await pending;
    expect(heads.at(-1)).toMatchObject({ title: `深圳 ${'*'.repeat(16)}`, location: 'a»b' });
    expect(heads.at(-1)?.pending).toBeUndefined();
  });

  it('says the first screen when the body is parsed on the page too (no worker), and never for a small body', async () => {
    const body = longListsEnvelope();
    const heads: { title: string }[] = [];
    await fetchLookup(call, credentials, { fetchImpl: declared(body), onHead: (h) => heads.push(h) });
    expect(heads.map((h) => h.title)).toEqual(['Acme **************** Ltd']);
    const small = JSON.stringify({ ...JSON.parse(body), item: { title: 'small' } });
    await fetchLookup(call, credentials, { fetchImpl: declared(small), onHead: (h) => heads.push(h) });
    expect(heads).toHaveLength(1);
  });

  it('has no first screen for an error envelope (its failure is the answer)', async () => {
    const body = JSON.stringify({ ...JSON.parse(longListsEnvelope()), error_code: '2000', reason: 'not found' });
    const { parser } = withWorker('answer');
    const heads: unknown[] = [];
    const r = await fetchLookup(call, credentials, { fetchImpl: declared(body), parse: parser, openBody: parser.open, onHead: (h) => heads.push(h) });
    expect(heads).toEqual([]);
    expect(r.failure?.errorCode).toBe('2000');
  });
});

describe("History's large stored body (issue 36)", () => {
  it("goes to the worker as a lookup's body does: its text kept as bytes, its lists as bytes, the same answer as read on the page", async () => {
    const { storedResult } = await import('../features/history/stored-result');
    const { textAsBody } = await import('./parse/off-thread');
    // As History keeps it: the key masked whole (answer-db.ts), the secret masked by the lookup.
    const kept = largeEnvelope().replace('Key[demo]', 'Key[****]').replace('k=demo', 'k=****').replace('demo-secret-2026', '*'.repeat(16));
    const body = JSON.stringify({ ...JSON.parse(kept), item: { ...JSON.parse(kept).item, shop_item: Array.from({ length: 3_000 }, (_, i) => ({ num_iid: String(i), title: `t${i}` })) } });
    const entry = {
      id: 'e',
      params,
      displayUrl: 'http://g/company/item_get/?key=***',
      firstAt: 1,
      lastAt: 1,
      count: 1,
      pinned: false,
      answer: { startedAt: 1, durationMs: 2, http: { status: 200, statusText: 'OK' }, contentType: 'application/json', sizeBytes: body.length, errorCode: '0000', failureKind: null, failure: null, title: '公司', bytes: 0 },
    };
    const { parser, workers } = withWorker('answer');
    const large = await textAsBody(parser, body, 'json', 'company');
    expect(workers[0]?.received.map((m) => ('kind' in m ? m.kind : 'text')).filter((k) => k !== 'chunk')).toEqual(['open', 'body']);
    const shown = large?.result ? storedResult(entry, '', large.result, large) : null;
    const onPage = storedResult(entry, body);
    expect(shown?.rawText).toBe('');
    expect(rawTextOf(shown!)).toBe(body);
    expect(isLongList(shown?.record?.value.shop_item)).toBe(true);
    expect(shown?.record?.value.desc).toBe(onPage?.record?.value.desc);
    expect(JSON.stringify([shown?.parsed, shown?.envelope, shown?.record, shown?.deviations, shown?.failure])).toBe(JSON.stringify([onPage?.parsed, onPage?.envelope, onPage?.record, onPage?.deviations, onPage?.failure]));
    // An XML body goes the same way; a small body is left to the text path.
    const xml = encodeBody(JSON.parse(body), 'xml').body;
    const xmlEntry = { ...entry, params: { ...params, resultType: 'xml' as const } };
    const xmlLarge = await textAsBody(parser, xml, 'xml', 'company');
    const xmlShown = xmlLarge?.result ? storedResult(xmlEntry, '', xmlLarge.result, xmlLarge) : null;
    const xmlOnPage = storedResult(xmlEntry, xml);
    expect(xmlShown?.rawText).toBe('');
    expect(isLongList(xmlShown?.record?.value.shop_item)).toBe(true);
    // Compared as one boolean: a failing diff of two 2 MB texts is unreadable.
    const same = JSON.stringify([xmlShown?.parsed, xmlShown?.envelope, xmlShown?.record, xmlShown?.deviations]) === JSON.stringify([xmlOnPage?.parsed, xmlOnPage?.envelope, xmlOnPage?.record, xmlOnPage?.deviations]);
    expect(same).toBe(true);
    expect(rawTextOf(xmlShown!)).toBe(xml);
    expect(await textAsBody(parser, '{}', 'json', 'company')).toBeNull();
  });
});

describe('a large text body is kept as bytes (issue 36)', () => {
  it('an XML body parsed on the page ends as the masked text\'s bytes, read back whole; a small body stays text', async () => {
    const { encodePieces } = await import('./raw-bytes');
    const { runNow } = await import('../lib/work-budget');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><response><item><num_iid>1</num_iid><title>深圳 demo-secret-2026</title><desc>${'深'.repeat(LARGE_BODY_CHARS)}</desc></item><error_code>0000</error_code></response>`;
    const r = await fetchLookup({ ...call, params: { ...params, resultType: 'xml' } }, credentials, { fetchImpl: declared(xml) });
    expect(r.failure).toBeNull();
    expect(r.rawText).toBe('');
    expect(rawTextOf(r)).toBe(xml.replace('demo-secret-2026', '*'.repeat(16)));
    const small = await fetchLookup(call, credentials, { fetchImpl: declared(JSON.stringify({ error_code: '0000', item: { title: 't' } })) });
    expect(small.rawBytes).toBeUndefined();
    expect(small.rawText).toContain('"title":"t"');
    // Pieces never split a surrogate pair: the bytes are TextEncoder's of the whole text.
    const text = `a${'😀'.repeat(10)}b`;
    for (const piece of [1, 2, 3, 5]) expect(runNow(encodePieces(text, piece))).toEqual(new TextEncoder().encode(text));
  });
});

describe('a large body in many chunks (issue 36)', () => {
  it('goes to the worker chunk by chunk, never joined on the page, and gives the same answer', async () => {
    // 7-byte chunks cut every multi-byte character somewhere: the worker joins bytes, not texts.
    const body = largeEnvelope();
    const { parser, workers } = withWorker('answer');
    const r = await fetchLookup(call, credentials, { fetchImpl: declared(body, 64 * 1024 + 7), parse: parser, openBody: parser.open });
    const received = workers[0]?.received ?? [];
    const chunks = received.filter((m) => 'kind' in m && m.kind === 'chunk');
    expect(chunks.length).toBe(Math.ceil(new TextEncoder().encode(body).length / (64 * 1024 + 7)));
    expect(received[0]).toMatchObject({ kind: 'open', resultType: 'json' });
    expect(received.at(-1)).toMatchObject({ kind: 'body', chunks: chunks.length });
    expect(r.rawText).toBe('');
    expectMasked(r, body);
    const whole = await fetchLookup(call, credentials, { fetchImpl: declared(body), parse: withWorker('answer').parser, openBody: withWorker('answer').parser.open });
    expect(JSON.stringify([r.parsed, r.envelope, r.record, r.deviations])).toBe(JSON.stringify([whole.parsed, whole.envelope, whole.record, whole.deviations]));
  });

  it('a body whose chunks did not all reach the worker is answered as malformed, and the page does it itself', () => {
    const desk = new WorkerDesk();
    const bytes = new TextEncoder().encode('{"error_code":"0000"}');
    expect(desk.take({ id: 9, kind: 'chunk', data: bytes.subarray(0, 5) })).toBeNull();
    const answer = desk.take({ id: 9, kind: 'body', data: bytes.subarray(5), resultType: 'json', mask: { key: 'demo', secret: null }, chunks: 2 });
    expect(isBodyResponse(answer?.answer)).toBe(false);
    expect(desk.take({ id: 10, kind: 'chunk', data: bytes.subarray(0, 5) })).toBeNull();
    const good = desk.take({ id: 10, kind: 'body', data: bytes.subarray(5), resultType: 'json', mask: { key: 'demo', secret: null }, chunks: 1 });
    expect(isBodyResponse(good?.answer) && good.answer.result).toMatchObject({ ok: true, value: { error_code: '0000' } });
  });
});

describe('the leak check of a long text, in the worker (issue 36)', () => {
  it('gives the verdict scanForLeaks gives here, and here when the worker fails', async () => {
    const { scanForLeaks } = await import('./leak-check');
    const text = `${largeEnvelope()}\nsecret=demo-secret-2026`;
    const targets = { credentials: [credentials], keys: ['other-key-1'] };
    const here = scanForLeaks(text, targets);
    expect(here.findings.length).toBeGreaterThan(0);
    const { parser, workers } = withWorker('answer');
    expect(await parser.scan(text, targets)).toEqual(here);
    expect(workers[0]?.received.map((m) => ('kind' in m ? m.kind : 'text'))).toEqual(['scan']);
    expect(await withWorker('crash').parser.scan(text, targets)).toEqual(here);
  });
});
