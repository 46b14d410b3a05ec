// A description's tracking image carries the fetch time, the caller's address and a key fragment (DESIGN D13): two
// fresh answers of one listing must not read as a changed description, and a real edit of it still must.
import { describe, expect, it } from 'vitest';
import { findProduct } from '../../../gateway/data/index';
import { TRACKER_SLOTS } from '../../../gateway/data/listing-parts';
import { summariseChanges } from '../../lib/change-summary';
import { withoutPerCallValues } from './per-call-values';

const desc = String(findProduct('600000000000', 'en')?.desc);
/** The description as the gateway stamps it for one call. */
const stamped = (text: string, ip: string, key: string, seconds: number) =>
  text.replaceAll(TRACKER_SLOTS.ip, ip).replaceAll(TRACKER_SLOTS.key, key).replaceAll(TRACKER_SLOTS.time, String(seconds));

const options = { text: withoutPerCallValues };

describe('withoutPerCallValues', () => {
  it('two calls a minute apart from another address: the same description', () => {
    expect(desc).toContain(TRACKER_SLOTS.time);
    const before = { desc: stamped(desc, '2130706433', 'de**', 1_795_000_000) };
    const after = { desc: stamped(desc, '167772161', 'xy**', 1_795_000_060) };
    expect(summariseChanges(before, after).changes).toEqual([{ kind: 'changed', field: 'desc' }]);
    expect(summariseChanges(before, after, undefined, options).changes).toEqual([]);
  });

  it('an edit of the description is still a change', () => {
    const before = { desc: stamped(desc, '2130706433', 'de**', 1_795_000_000) };
    const after = { desc: stamped(desc.replace('woven bag', 'carton'), '2130706433', 'de**', 1_795_000_060) };
    expect(summariseChanges(before, after, undefined, options).changes).toEqual([{ kind: 'changed', field: 'desc' }]);
  });

  it('text without a URL, or a URL that reveals nothing, is left as it is', () => {
    for (const text of ['plain words', 'https://img.example.com/a.svg', 'see https://x.test/?rid=12 and more', '']) expect(withoutPerCallValues(text)).toBe(text);
  });
});
