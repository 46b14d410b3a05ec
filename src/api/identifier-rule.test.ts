// The operation's identifier shape: the one rule the lookup form's hint and a batch's default leave-out both read.
import { describe, expect, it } from 'vitest';
import { fitsOperation } from './identifier-rule';
import type { Operation } from './types';

const CASES: readonly [Operation, string, boolean][] = [
  ['product', '610947572360', true],
  ['product', 'abc123', false],
  ['product', 'N/A', false],
  ['product', '', false],
  ['product', '12 3', false],
  ['product', '١٢٣', false],
  ['product', 'shop_1000005', false],
  ['company', 'shop_1000005', true],
  ['company', 'b2b-1624961198_1', true],
  ['company', 'N/A', false],
  ['company', 'shop_', false],
  ['company', '610947572360', false],
];

describe('fitsOperation', () => {
  it('a product is digits, a company a word, an underscore and digits (the specification)', () => {
    for (const [operation, id, fits] of CASES) expect([operation, id, fitsOperation(operation, id)]).toEqual([operation, id, fits]);
  });
});
