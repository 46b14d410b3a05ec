// Envelope fields that differ on every call (cache stamps, timings, metering, request ids): hidden from a compare by
// default so the differences that remain are the ones the compared options made.
import type { DiffEntry, DiffKind, DiffResult } from './structural-diff';

export const VOLATILE_FIELDS = ['secache', 'secache_time', 'secache_date', 'server_time', 'execution_time', 'server_memory', 'api_info', 'request_id'] as const;

const VOLATILE = new Set<string>(VOLATILE_FIELDS);

/** Whether a diff path is a volatile field or inside one ("api_info", "request_id"; not "item.request_id"). */
export function isVolatilePath(path: string): boolean {
  const top = /^[^.[]*/.exec(path)?.[0] ?? '';
  return VOLATILE.has(top);
}

/** The diff without volatile entries, counts recomputed; `hidden` says how many were left out. */
export function withoutVolatile(diff: DiffResult): DiffResult & { hidden: number } {
  const entries: DiffEntry[] = [];
  const counts: Record<DiffKind, number> = { changed: 0, added: 0, removed: 0, unchanged: 0 };
  let hidden = 0;
  for (const e of diff.entries) {
    if (isVolatilePath(e.path)) {
      hidden += 1;
      continue;
    }
    entries.push(e);
    counts[e.kind] += 1;
  }
  return { entries, counts, truncated: diff.truncated, hidden };
}
