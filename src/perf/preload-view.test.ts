// What the first lookup needs is fetched after the first paint, and nothing more: the ledger's reconciliation lives in
// the Envelope tab's quota meter, so its chunk (the ledger store, billing rules, CSV) is not in the page until idle
// (issue 36: 178.8 KiB gzip with it preloaded, budget 160).
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
  it('loads the result view only: not the ledger (it lives in the Envelope tab) nor the baseline line (it bought nothing)', async () => {
    const { preloadLookupView } = await import('../app/main-views');
    expect(loaded.size).toBe(0);
    preloadLookupView();
    await vi.waitFor(() => expect([...loaded]).toEqual(['lookup-answer']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...loaded]).toEqual(['lookup-answer']);
  });
});
