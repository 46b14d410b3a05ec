// History keeps titles short: a 150,000-character title re-rendered on every load froze the tab (issue 12 hole 4).
import { describe, expect, it } from 'vitest';
import { HISTORY_TITLE_CHARS } from '../../config/defaults';
import { capTitle, type HistoryEntry } from './history-store';

const entry = (title: string): HistoryEntry => ({ at: 1, params: { operation: 'product', id: '1', cache: 'yes', resultType: 'json', lang: 'cn', version: '' }, errorCode: '0000', failureKind: null, title });

describe('capTitle', () => {
  it('cuts a 150,000-character title to the history limit', () => {
    const capped = capTitle(entry('长'.repeat(150_000)));
    expect(capped.title.length).toBeLessThanOrEqual(HISTORY_TITLE_CHARS + 1);
    expect(capped.title.endsWith('…')).toBe(true);
  });

  it('keeps a normal title as it is', () => {
    const e = entry('Stainless steel bolts');
    expect(capTitle(e)).toBe(e);
  });
});
