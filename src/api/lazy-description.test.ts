// The description a large body's worker sends apart (issue 25): taken out as UTF-8 only when it is long and survives
// UTF-8, put back as a property every reader sees as the same string.
import { describe, expect, it } from 'vitest';
import { attachDescription, detachDescription, DETACHED_DESCRIPTION_CHARS } from './lazy-description';

const long = `<p>第1章 ${'环保x'.repeat(DETACHED_DESCRIPTION_CHARS / 3)}</p>😀`;

describe('a long description', () => {
  it('goes out as UTF-8 leaving an empty string in its place, and comes back as the same text for every holder', () => {
    const tree = { item: { title: 't', desc: long, desc_img: [] } };
    const bytes = detachDescription(tree);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(tree.item.desc).toBe('');
    expect(Object.keys(tree.item)).toEqual(['title', 'desc', 'desc_img']);
    const record = { ...tree.item };
    attachDescription([tree.item, tree.item, record, null], bytes!);
    expect(tree.item.desc).toBe(long);
    expect(record.desc).toBe(long);
    expect(Object.keys(record)).toEqual(['title', 'desc', 'desc_img']);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({ item: { title: 't', desc: long, desc_img: [] } });
    expect({ ...record }).toEqual({ title: 't', desc: long, desc_img: [] });
    record.desc = 'changed';
    expect(record.desc).toBe('changed');
    expect(tree.item.desc).toBe(long);
  });

  it('stays in the tree when short, not a string, not under item, or holding a lone surrogate', () => {
    const short = { item: { desc: 'x'.repeat(DETACHED_DESCRIPTION_CHARS - 1) } };
    expect(detachDescription(short)).toBeNull();
    expect(short.item.desc).toHaveLength(DETACHED_DESCRIPTION_CHARS - 1);
    expect(detachDescription({ item: { desc: 5 } })).toBeNull();
    expect(detachDescription({ desc: long })).toBeNull();
    expect(detachDescription(null)).toBeNull();
    const lone = { item: { desc: `${long}\uD800x` } };
    expect(detachDescription(lone)).toBeNull();
    expect(lone.item.desc).toBe(`${long}\uD800x`);
  });

  it('is put back only where the worker left the empty string', () => {
    const other = { desc: 'kept' };
    attachDescription([other], new TextEncoder().encode(long));
    expect(other.desc).toBe('kept');
  });
});
