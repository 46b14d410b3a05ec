// What a read request does: fills the form, finds its environment by base URL (or offers to add one), and carries
// the pasted key and secret (or signed config) for the environment it ends in.
import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request';
import type { PastedRequest } from './paste-types';
import { planPaste, type EnvironmentLike } from './paste-plan';

const ORIGIN = 'http://127.0.0.1:4301';
const local: EnvironmentLike = { id: 'local', name: 'Local gateway', baseUrl: `${ORIGIN}/gateway`, companyApiType: 'company', productApiType: 'product' };
const staging: EnvironmentLike = { id: 'env-1', name: 'Staging', baseUrl: 'https://staging.example.com/api', companyApiType: 'co', productApiType: 'prod' };
const list = [local, staging];

function read(text: string): PastedRequest {
  const out = parseRequest(text);
  if (!out.ok) throw new Error(out.problem.id);
  return out.request;
}

describe('planPaste', () => {
  it('fills every form field and keeps the environment in use when its base URL is the pasted one', () => {
    const plan = planPaste(read(`curl -i "${ORIGIN}/gateway/product/item_get/?key=demo&secret=demo-secret-2026&num_iid=600000000001&lang=en&result_type=xml&cache=no&version=2"`), list, 'local', ORIGIN);
    expect(plan.values).toEqual({ operation: 'product', id: '600000000001', cache: 'no', resultType: 'xml', lang: 'en', version: '2' });
    expect(plan.environment).toEqual({ kind: 'current', noHost: false });
    expect(plan.credentials).toEqual({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    expect(plan.familyNote).toBeNull();
  });

  it('defaults what the text leaves out to the specification defaults', () => {
    const plan = planPaste(read(`${ORIGIN}/gateway/company/item_get/?item_id=shop_1`), list, 'local', ORIGIN);
    expect(plan.values).toEqual({ operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'cn', version: '' });
    expect(plan.credentials).toBeNull();
    expect(plan.credentialsNote).toBeNull();
  });

  it("switches to another environment with the same base URL, and reads the operation from that environment's families", () => {
    const plan = planPaste(read('https://staging.example.com/api/co/item_get/?key=k&secret=s&num_iid=77'), list, 'local', ORIGIN);
    expect(plan.environment).toEqual({ kind: 'switch', id: 'env-1', name: 'Staging' });
    // "co" is Staging's company family: the operation follows the path, the identifier comes along.
    expect(plan.values).toMatchObject({ operation: 'company', id: '77' });
  });

  it('matches a base URL however it was written (trailing slash, case of the host)', () => {
    expect(planPaste(read('https://STAGING.example.com/api//prod/item_get/?num_iid=1'), list, 'local', ORIGIN).environment).toMatchObject({ kind: 'switch', id: 'env-1' });
    expect(planPaste(read('https://staging.example.com/other/prod/item_get/?num_iid=1'), list, 'local', ORIGIN).environment.kind).toBe('add');
    expect(planPaste(read('https://STAGING.example.com/api/prod/item_get/?num_iid=1'), list, 'local', ORIGIN).environment).toMatchObject({ kind: 'switch', id: 'env-1' });
  });

  it('offers to add an environment for an unknown host, with the pasted family segment', () => {
    const plan = planPaste(read('curl "https://api-gw.example.cn/taobao/item_get/?key=k&secret=s&num_iid=1"'), list, 'local', ORIGIN);
    expect(plan.environment).toEqual({ kind: 'add', baseUrl: 'https://api-gw.example.cn', host: 'api-gw.example.cn', companyApiType: 'company', productApiType: 'taobao' });
    expect(plan.values.operation).toBe('product');
    expect(plan.credentials).toMatchObject({ key: 'k', secret: 's' });
  });

  it('stays in the environment in use for a path without a host, and says when the family is not one of its own', () => {
    const plan = planPaste(read('"GET /gw/shops/item_get/?item_id=a_1 HTTP/1.1" 200'), list, 'local', ORIGIN);
    expect(plan.environment).toEqual({ kind: 'current', noHost: true });
    expect(plan.familyNote).toEqual({ apiType: 'shops', operation: 'company' });
  });

  it('carries a signed config, and says why a key alone or half a signed config is not used', () => {
    const sig = 'b'.repeat(64);
    const signed = planPaste(read(`${ORIGIN}/gateway/company/item_get/?key=demo&timestamp=1764150000&nonceStr=abcdefghijklmnop&signature=${sig}&apis=company.item_get,product.item_get&item_id=shop_1`), list, 'local', ORIGIN);
    expect(signed.credentials).toEqual({ mode: 'signed', key: 'demo', timestamp: '1764150000', nonceStr: 'abcdefghijklmnop', signature: sig, apis: ['company.item_get', 'product.item_get'] });
    expect(planPaste(read(`${ORIGIN}/gateway/company/item_get/?key=demo&signature=${sig}&item_id=shop_1`), list, 'local', ORIGIN).credentialsNote).toBe('incompleteSigned');
    expect(planPaste(read(`${ORIGIN}/gateway/company/item_get/?key=demo&item_id=shop_1`), list, 'local', ORIGIN).credentialsNote).toBe('keyOnly');
    expect(planPaste(read(`${ORIGIN}/gateway/company/item_get/?secret=s&item_id=shop_1`), list, 'local', ORIGIN).credentialsNote).toBe('secretOnly');
  });

  it('with both identifiers, the family segment decides', () => {
    expect(planPaste(read(`${ORIGIN}/gateway/product/item_get/?item_id=a_1&num_iid=9`), list, 'local', ORIGIN).values).toMatchObject({ operation: 'product', id: '9' });
    expect(planPaste(read(`${ORIGIN}/gateway/company/item_get/?item_id=a_1&num_iid=9`), list, 'local', ORIGIN).values).toMatchObject({ operation: 'company', id: 'a_1' });
  });
});
