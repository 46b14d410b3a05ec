import { describe, expect, it } from 'vitest';
import { answerHead } from './answer-head';

const mask = (s: string) => s.replace(/sekret-2026/g, '***********');

describe('answerHead (issue 36)', () => {
  it("reads a company's first screen, each text masked", () => {
    const tree = { error_code: '0000', api_info: 'today:62 max:10100', item: { num_iid: 'shop_1', title: 'Acme sekret-2026', price: '46.5', location: 'a»b', seller_info: { company_name: 'Acme Co' }, desc: 'x'.repeat(10_000) } };
    expect(answerHead(tree, 'company', mask, 123)).toEqual({ operation: 'company', id: 'shop_1', title: 'Acme ***********', price: 46.5, seller: 'Acme Co', location: 'a»b', apiInfo: 'today:62 max:10100', bytes: 123 });
  });

  it("reads a product's seller from shop_name, then nick; -1 and words are no price", () => {
    expect(answerHead({ item: { title: 'p', price: -1, seller_info: { shop_name: 'Shop' } } }, 'product', mask, 1)).toMatchObject({ seller: 'Shop', price: null });
    expect(answerHead({ item: { title: 'p', price: 'on request', nick: 'nick' } }, 'product', mask, 1)).toMatchObject({ seller: 'nick', price: null });
  });

  it('has no head for an error envelope, a body with no item, or a value that is not an object; long texts are left out', () => {
    expect(answerHead({ error_code: '2000', item: { title: 't' } }, 'company', mask, 1)).toBeNull();
    expect(answerHead({ error_code: '0000' }, 'company', mask, 1)).toBeNull();
    expect(answerHead('text', 'company', mask, 1)).toBeNull();
    expect(answerHead({ item: { title: 'y'.repeat(5_000) } }, 'company', mask, 1)?.title).toBe('');
  });
});
