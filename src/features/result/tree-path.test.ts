import { describe, expect, it } from 'vitest';
import { childPath, copiedValue } from './tree-path';

describe('tree paths', () => {
  it('reads like code', () => {
    expect(childPath(childPath(childPath(childPath('', 'item', false), 'props', false), '3', true), 'value', false)).toBe('item.props[3].value');
    expect(childPath('item', 'a b', false)).toBe('item["a b"]');
    expect(childPath('', '0', false)).toBe('["0"]');
  });
  it('copies strings as themselves and the rest as JSON', () => {
    expect(copiedValue('a "b"')).toBe('a "b"');
    expect(copiedValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(copiedValue(null)).toBe('null');
  });
});
