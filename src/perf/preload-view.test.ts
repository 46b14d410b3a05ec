// The ledger line shown beside every answer is fetched with the result view, after the first paint: loaded only when
// the answer renders, it cost a fresh page's first lookup a chunk request and a suspended render (issue 36).
import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('../features/result/components/lookup-answer', () => {
  loaded.add('lookup-answer');
  return { default: () => null };
});
vi.mock('../app/ledger-part', () => {
  loaded.add('ledger-part');
  return { default: () => null, LedgerNoticePart: () => null };
});
vi.mock('../app/baseline-part', () => {
  loaded.add('baseline-part');
  return { default: () => null, BatchChangesPart: () => null };
});

describe('preloadLookupView', () => {
  it('loads the result view and the ledger line shown beside every answer, not the baseline line (it bought nothing)', async () => {
    const { preloadLookupView } = await import('../app/main-views');
    expect(loaded.size).toBe(0);
    preloadLookupView();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['ledger-part', 'lookup-answer']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.has('baseline-part')).toBe(false);
  });
});
