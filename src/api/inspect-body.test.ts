// inspectBody: any pasted body gives the result a lookup of it gives; a saved answer file opens to the same record.
import { describe, expect, it } from 'vitest';
import { encodeBody, RESULT_TYPES } from '../../gateway/encode/index';
import { findProduct } from '../../gateway/data/index';
import { writeAnswerFile } from './answer-file';
import { guessOperation, INSPECT_MAX_CHARS, inspectBody, inspectBodyWith, inspectTooLarge } from './inspect-body';
import { parseBody } from './parse/index';

const item = findProduct('900000000001', 'en') ?? findProduct('900000000002', 'en');
const ENVELOPE = { item, error: '', reason: '', error_code: '0000', cache: 0, language: { default_lang: 'cn', current_lang: 'en' }, api_type: 'product', last_id: false };

describe('inspectBody', () => {
  const reference = inspectBody({ text: encodeBody(ENVELOPE, 'json').body, format: 'auto', operation: 'auto', source: '(pasted)' });

  it('reads a product body and names what it is', () => {
    expect(item).toBeDefined();
    expect(reference.operation).toBe('product');
    expect(reference.result.failure).toBeNull();
    expect(reference.result.record?.operation).toBe('product');
    expect(reference.result.request.params).toMatchObject({ lang: 'en', resultType: 'json', id: item?.num_iid });
    expect(reference.result.request.displayUrl).toBe('(pasted)');
  });

  it.each(RESULT_TYPES)('%s gives the same record, the format detected', (t) => {
    const got = inspectBody({ text: encodeBody(ENVELOPE, t).body, format: 'auto', operation: 'auto', source: 'x' });
    // English data has no non-ASCII text, so json and jsonu bodies are the same bytes and both read as json.
    expect(got.format).toBe(t === 'jsonu' ? 'json' : t);
    expect(got.result.record).toEqual(reference.result.record);
    expect(got.result.deviations).toEqual(reference.result.deviations);
  });

  it('says where a body stops parsing, and honours a format override', () => {
    const body = encodeBody(ENVELOPE, 'xml').body;
    const broken = inspectBody({ text: body.slice(0, 300), format: 'auto', operation: 'auto', source: 'x' });
    expect(broken.result.failure?.kind).toBe('parse');
    expect(broken.result.failure?.position).toBeGreaterThan(0);
    const forced = inspectBody({ text: body, format: 'serialize', operation: 'auto', source: 'x' });
    expect(forced.result.failure?.kind).toBe('parse');
    expect(forced.result.record).toEqual(reference.result.record);
  });

  it('a saved answer file opens to the same record and request', () => {
    const file = writeAnswerFile({ ...reference.result, request: { ...reference.result.request, displayUrl: 'http://h/gateway/product/item_get/?key=***' } });
    const reopened = inspectBody({ text: file, format: 'auto', operation: 'auto', source: 'answer.json' });
    expect(reopened.saved?.displayUrl).toBe('http://h/gateway/product/item_get/?key=***');
    expect(reopened.result.request.displayUrl).toBe('http://h/gateway/product/item_get/?key=***');
    expect(reopened.result.record).toEqual(reference.result.record);
  });

  it('tells jsonu from json by raw non-ASCII text', () => {
    const body = encodeBody({ ...ENVELOPE, item: { ...item, title: '中文标题' } }, 'jsonu').body;
    expect(inspectBody({ text: body, format: 'auto', operation: 'auto', source: 'x' }).format).toBe('jsonu');
  });

  it('guesses the operation from api_type, then from product-only fields', () => {
    expect(guessOperation({ api_type: 'company', item: { pic_url: 'x' } })).toBe('company');
    expect(guessOperation({ item: { item_imgs: [] } })).toBe('product');
    expect(guessOperation({ item: { seller_info: {} } })).toBe('company');
  });
});

describe('inspectBodyWith and the size cap', () => {
  it.each(RESULT_TYPES)('%s: the parse handed to a parser (the worker) gives the same result as inspectBody', async (t) => {
    const input = { text: encodeBody(ENVELOPE, t).body, format: 'auto' as const, operation: 'auto' as const, source: 'x' };
    const asked: string[] = [];
    const got = await inspectBodyWith((text, resultType) => (asked.push(resultType), Promise.resolve(parseBody(text, resultType))), input, 1);
    expect(got).toEqual(inspectBody(input, 1));
    expect(asked).toHaveLength(1);
  });

  it('a text over INSPECT_MAX_CHARS is reported with its size; one at the cap is not', () => {
    expect(inspectTooLarge('x'.repeat(INSPECT_MAX_CHARS + 1))).toEqual({ size: INSPECT_MAX_CHARS + 1, max: INSPECT_MAX_CHARS });
    expect(inspectTooLarge('x'.repeat(INSPECT_MAX_CHARS))).toBeNull();
  });
});
