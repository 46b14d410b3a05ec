// Pretty forms: they re-indent without changing what the body says (each still parses to the same value).
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../../gateway/encode/index';
import { parseBody } from '../../api/parse/index';
import { prettyBody } from './pretty-body';

const VALUE = { item: { title: '中文 "q" ;}{', props: [{ name: 'a', value: '1' }], empty: [], n: 1.5, t: true, z: null }, error_code: '0000' };

describe('prettyBody', () => {
  it.each(['json', 'jsonu', 'xml'] as const)('%s: indented, and still the same value', (t) => {
    const raw = encodeBody(VALUE, t).body;
    const parsed = parseBody(raw, t);
    const pretty = prettyBody(raw, parsed.ok ? parsed.value : undefined);
    expect(pretty).not.toBeNull();
    expect(pretty?.split('\n').length).toBeGreaterThan(5);
    const again = parseBody(pretty ?? '', t);
    expect(again.ok ? again.value : again.message).toEqual(parsed.ok && parsed.value);
  });

  it('serialize keeps every string byte for byte, tricky characters included', () => {
    const pretty = prettyBody(encodeBody(VALUE, 'serialize').body, undefined) ?? '';
    const title = VALUE.item.title;
    expect(pretty).toContain(`  s:5:"title"; s:${new TextEncoder().encode(title).length}:"${title}";\n`);
    expect(pretty.split('\n').length).toBeGreaterThan(10);
  });

  it('serialize lines are one key and its value', () => {
    const pretty = prettyBody(encodeBody({ a: 'x', b: [1] }, 'serialize').body, undefined);
    expect(pretty).toBe('a:2:{\n  s:1:"a"; s:1:"x";\n  s:1:"b"; a:1:{\n    i:0; i:1;\n  }\n}');
  });

  it('var_export and print_r have no pretty form of their own', () => {
    expect(prettyBody(encodeBody(VALUE, 'var_export').body, {})).toBeNull();
    expect(prettyBody('Array\n(\n    [a] => 1\n)\n', {})).toBeNull();
  });
});
