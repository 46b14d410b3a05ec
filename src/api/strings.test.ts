// Everything the API layer reports can be said in Chinese: every failure, deviation, catalog meaning, base-URL
// problem and signed-config error renders differently from the English, keeps its dynamic parts (codes, seconds,
// origins, values), and rendered with `en` gives back exactly the English the builders put in `message`.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-catalog';
import { apiFailure, signedExpiredFailure, storedOnlyFailure, offlineFailure, cancelledFailure, droppedFailure, htmlPageFailure, noCredentialsFailure, rateLimitGaveUpFailure, unencodableFailure, httpFailure, networkFailure, notEnvelopeFailure, parseFailure, timeoutFailure, unexpectedFailure } from './failures';
import { validateBaseUrl } from './request';
import { deviation } from './schemas/lenient';
import { normaliseEnvelope } from './schemas/normalise';
import { parseSignedConfigText } from './signing';
import { baseUrlMessage, en as baseUrlEn } from './base-url-strings';
import { zh as baseUrlZh } from './base-url-strings.zh';
import { codeMeaning, codeMessage, deviationText, en, failureMessage, failureSentence, signingIssueText, type DeviationAction, type ExpectedId, type FailureText, type GotText } from './strings';
import { zh } from './strings.zh';
import type { Deviation, Failure } from './types';

const CJK = /[\u4e00-\u9fff]/;

/** Chinese, not the English, and with every dynamic part the sentence must keep. */
function expectChinese(english: string, chinese: string, parts: (string | number)[] = []) {
  expect(chinese).not.toBe(english);
  expect(chinese).toMatch(CJK);
  for (const part of parts) {
    expect(english).toContain(String(part));
    expect(chinese).toContain(String(part));
  }
}

describe('failures in both languages', () => {
  // One failure per sentence id (the Record makes tsc insist on every id), with the parts each must keep.
  const samples: Record<FailureText['id'], [Failure, (string | number)[]]> = {
    blocked: [networkFailure({ url: 'http://gw.example:9000/company/item_get/', baseUrl: 'http://gw.example:9000', pageOrigin: 'http://127.0.0.1:5173' }), ['http://gw.example:9000', 'npm run gateway -- --upstream http://gw.example:9000', 'http://127.0.0.1:8787']],
    unreachable: [networkFailure({ url: '/gateway/company/item_get/', baseUrl: '/gateway', pageOrigin: 'http://127.0.0.1:5173', detail: 'Failed to fetch' }), ['http://127.0.0.1:5173']],
    unexpected: [unexpectedFailure(new Error('boom')), []],
    timeout: [timeoutFailure(2_500), ['2.5']],
    cancelled: [cancelledFailure(), []],
    noCredentials: [noCredentialsFailure(), []],
    signedExpired: [signedExpiredFailure(new Date(2026, 10, 27, 14, 5, 30).getTime()), ['14:05']],
    storedOnly: [storedOnlyFailure(), []],
    offline: [offlineFailure(), []],
    codeMissing: [{ kind: 'request', message: failureSentence({ id: 'codeMissing' }, en), text: { id: 'codeMissing' } }, []],
    unencodable: [unencodableFailure('item_id'), ['item_id']],
    dropped: [droppedFailure({ url: 'http://gw.example:9000/company/item_get/', detail: 'network error' }), ['http://gw.example:9000']],
    gaveUp: [rateLimitGaveUpFailure(5), ['4008', 5]],
    http: [httpFailure(404, 'Not Found', 'product'), ['HTTP 404', '…/product/item_get/']],
    emptyBody: [parseFailure({ resultType: 'xml', empty: true }), ['result_type=xml']],
    htmlPage: [htmlPageFailure(502), ['HTTP 502', 'HTML']],
    otherFormat: [parseFailure({ resultType: 'serialize', other: 'json' }), ['result_type=serialize', 'JSON']],
    invalidBody: [parseFailure({ resultType: 'var_export', position: 42, detail: 'x' }), ['PHP var_export']],
    notEnvelope: [notEnvelopeFailure([1, 2]), []],
    unknownCode: [apiFailure('7777', 'nope'), ['error_code 7777']],
    apiError: [apiFailure('4013'), ['4013']],
  };

  it.each(Object.entries(samples))('%s: Chinese differs and keeps its data; English is the builder message', (id, [failure, parts]) => {
    expect(failure.text?.id).toBe(id);
    expect(failureMessage(failure, en)).toBe(failure.message);
    expectChinese(failure.message, failureMessage(failure, zh), parts);
  });

  it('says where parsing stopped and which status failed in Chinese', () => {
    expect(failureMessage(parseFailure({ resultType: 'json', position: 42, detail: 'x' }), zh)).toContain('42');
    for (const status of [401, 403, 405, 429, 400, 502, 302]) expectChinese(httpFailure(status, '', 'company').message, failureMessage(httpFailure(status, '', 'company'), zh), [`HTTP ${status}`]);
  });

  it('gives every code in the catalog Chinese advice', () => {
    for (const info of ERROR_CODES.filter((i) => i.code !== '0000')) {
      const f = apiFailure(info.code);
      expectChinese(f.message, failureMessage(f, zh), [info.code]);
      expect(failureMessage(f, zh)).toContain(codeMeaning(info, zh).replace(/。$/, ''));
    }
    expect(failureMessage(apiFailure(''), zh)).toContain('（无）');
  });

  it('keeps the English text of a failure made without data', () => {
    const bare: Failure = { kind: 'network', message: 'Something odd' };
    expect(failureMessage(bare, zh)).toBe('Something odd');
  });
});

describe('error-code meanings', () => {
  it('has a Chinese meaning for each of the 20 codes, and the specification column in English', () => {
    expect(ERROR_CODES).toHaveLength(20);
    expect(Object.keys(zh.codeMeaning).sort()).toEqual(ERROR_CODES.map((i) => i.code).sort());
    for (const info of ERROR_CODES) {
      expect(codeMeaning(info, en)).toBe(info.meaning);
      expectChinese(info.meaning, codeMeaning(info, zh));
    }
  });

  it('has Chinese headline words for each code, and the specification message column in English', () => {
    expect(Object.keys(zh.codeMessage).sort()).toEqual(ERROR_CODES.map((i) => i.code).sort());
    for (const info of ERROR_CODES) {
      expect(codeMessage(info, en)).toBe(info.message);
      expectChinese(info.message, codeMessage(info, zh));
    }
    expect(codeMessage(ERROR_CODES.find((i) => i.code === '4013')!, zh)).toBe('调用次数超限');
  });
});

describe('deviations in both languages', () => {
  const expectedIds = Object.keys(en.deviation.expected) as ExpectedId[];
  // Every "got" and "action" form, fixed or with data (Records make tsc insist on each id).
  const gots: Record<Exclude<GotText, string>['id'] | Extract<GotText, string>, [GotText, string[]]> = {
    nothing: ['nothing', []],
    null: ['null', []],
    object: ['object', []],
    emptyObject: ['emptyObject', []],
    nameValueMapping: ['nameValueMapping', []],
    objectWithUrl: ['objectWithUrl', []],
    otherType: ['otherType', []],
    list: [{ id: 'list', length: 5000 }, ['5000']],
    string: [{ id: 'string', quoted: '"12.50"' }, ['"12.50"']],
    number: [{ id: 'number', value: '42' }, ['42']],
    boolean: [{ id: 'boolean', value: 'true' }, ['true']],
    keys: [{ id: 'keys', keys: 'default, target' }, ['default, target']],
    otherKeys: [{ id: 'otherKeys', count: 2, shown: 'brand, rootCatId' }, ['2', 'brand, rootCatId']],
    secret: [{ id: 'secret', count: 3 }, ['3']],
    otherText: [{ id: 'otherText', before: 97, after: 1 }, ['97', '1']],
    printR: ['printR', ['print_r']],
  };
  const actions: Record<Exclude<DeviationAction, object> | Extract<DeviationAction, object>['id'], [DeviationAction, string[]]> = {
    missing: ['missing', []],
    convertedToString: ['convertedToString', []],
    convertedToNumber: ['convertedToNumber', []],
    convertedToList: ['convertedToList', []],
    treatedAsEmpty: ['treatedAsEmpty', []],
    objectValuesAsList: ['objectValuesAsList', []],
    keptAsIs: ['keptAsIs', []],
    ignored: ['ignored', []],
    keptInExtra: ['keptInExtra', []],
    shownAsText: ['shownAsText', []],
    noRecord: ['noRecord', []],
    leftOut: ['leftOut', []],
    readAsSteps: ['readAsSteps', []],
    readAsUrlObject: ['readAsUrlObject', []],
    urlUsed: ['urlUsed', []],
    readAsPropImg: ['readAsPropImg', []],
    masked: ['masked', ['***']],
    typesFromSpecification: ['typesFromSpecification', []],
    unitRemoved: [{ id: 'unitRemoved', unit: 's' }, ['s']],
    readAs: [{ id: 'readAs', value: '0000' }, ['0000']],
  };

  it.each(expectedIds)('expected %s reads differently in Chinese', (expected) => {
    const d = deviation('item.price', { expected, got: 'nothing', action: 'missing' });
    expect(deviationText(d, en).expected).toBe(d.expected);
    expectChinese(d.expected, deviationText(d, zh).expected);
  });

  it.each(Object.entries(gots))('got %s reads differently in Chinese and keeps the value', (_id, [got, parts]) => {
    const d = deviation('item.price', { expected: 'number', got, action: 'convertedToNumber' });
    expect(deviationText(d, en).got).toBe(d.got);
    expectChinese(d.got, deviationText(d, zh).got, parts);
  });

  it.each(Object.entries(actions))('action %s reads differently in Chinese and keeps the value', (_id, [action, parts]) => {
    const d = deviation('execution_time', { expected: 'number', got: 'nothing', action });
    expect(deviationText(d, en).action).toBe(d.action);
    expectChinese(d.action, deviationText(d, zh).action, parts);
  });

  it('says how many more elements had the same deviation', () => {
    const n = normaliseEnvelope({ error_code: '0000', error: '', reason: '', item: { item_imgs: ['a', 'b', 'c', 'd'] } }, 'product');
    const d = n.deviations.find((x) => x.path === 'item.item_imgs[*]');
    expect(d?.got).toBe('string "a" (and 3 more like it)');
    expect(d && deviationText(d, zh).got).toBe('字符串 "a"（另有 3 处相同）');
  });

  it('gives every deviation the schemas report its data, rendered back to the same English', () => {
    const body = {
      error_code: 0,
      error: null,
      reason: '',
      language: 'en',
      call_args: 'x',
      last_id: 3,
      execution_time: '0.3s',
      api_info: 'quota ok',
      trace: 1,
      item: { num_iid: 5, price: 'abc', item_imgs: 'x', props: { Weight: 1 }, priceRange: [[1, 2]], props_img: [1], desc_img: [{ url: 'u' }, 3], extra_key: 1 },
    };
    const n = normaliseEnvelope(body, 'product');
    expect(n.deviations.length).toBeGreaterThan(10);
    for (const d of n.deviations) {
      expect(d.text, d.path).toBeDefined();
      expect(deviationText(d, en)).toEqual({ expected: d.expected, got: d.got, action: d.action });
      const chinese = deviationText(d, zh);
      expect(chinese.expected, d.path).not.toBe(d.expected);
      expect(chinese.action, d.path).not.toBe(d.action);
    }
  });

  it('keeps the English columns of a deviation saved without data', () => {
    const old: Deviation = { path: 'x', expected: 'string', got: 'nothing', action: 'missing' };
    expect(deviationText(old, zh)).toEqual({ expected: 'string', got: 'nothing', action: 'missing' });
  });
});

describe('base URL problems in both languages', () => {
  it.each([
    ['', []],
    ['/gateway?x', []],
    ['not a url', []],
    ['javascript:alert(1)', ['javascript:']],
    ['http://u:p@host.test', []],
    ['http://host.test/?a=1', []],
  ])('%j', (text, parts) => {
    const checked = validateBaseUrl(text);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(baseUrlMessage(checked.problem, baseUrlEn)).toBe(checked.message);
    expectChinese(checked.message, baseUrlMessage(checked.problem, baseUrlZh), parts);
  });
});

describe('signed-config errors in both languages', () => {
  it.each([
    ['   ', []],
    ['{"key": "demo",, }', ['15']],
    ['[1,2]', ['key, timestamp, nonceStr, signature, apis']],
    [JSON.stringify({ key: '', timestamp: 'yesterday', signature: 12, apis: [] }), []],
    [JSON.stringify({ key: 'k', timestamp: '1', nonceStr: 'short', signature: 'a'.repeat(64), apis: ['nodot'] }), []],
  ])('%s', (text, parts) => {
    const parsed = parseSignedConfigText(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    for (const error of parsed.errors) {
      expect(signingIssueText(error.text, en)).toBe(error.message);
      const names = error.text.id === 'missing' || error.text.id === 'wrongType' ? [error.field] : [];
      expectChinese(error.message, signingIssueText(error.text, zh), error.field === 'config' ? parts : names);
    }
  });

  it('names every rule of the schema', () => {
    const parsed = parseSignedConfigText(JSON.stringify({ key: ' ', timestamp: 'x', nonceStr: 'n', signature: 'z', apis: [] }));
    expect(parsed.ok || parsed.errors.map((e) => e.text)).toEqual([
      { id: 'rule', rule: 'keyEmpty' },
      { id: 'rule', rule: 'timestamp' },
      { id: 'rule', rule: 'nonceStr' },
      { id: 'rule', rule: 'signature' },
      { id: 'rule', rule: 'apisEmpty' },
    ]);
  });
});
