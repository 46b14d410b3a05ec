// What the first lookup shows beside its answer is fetched with the result view, after the first paint: a part loaded
// only when the answer renders costs the fresh page's first lookup a chunk request and a suspended render (issue 36).
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
  it('loads the result view and the parts shown beside every answer (the ledger line, the baseline line)', async () => {
    const { preloadLookupView } = await import('../app/main-views');
    expect(loaded.size).toBe(0);
    preloadLookupView();
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['baseline-part', 'ledger-part', 'lookup-answer']));
  });
});
