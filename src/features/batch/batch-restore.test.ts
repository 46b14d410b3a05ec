// Restoring a stored run after a reload (batch-restore), driven directly against a real IndexedDB implementation
// (fake-indexeddb) and an in-memory run lock: in-flight rows become "answer unknown" under the lock, are stored so, and
// are never among what Resume sends; a run another tab holds, or one replaced meanwhile, is left as it is.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeItems } from './batch-pause';
import { isActive, markInFlightUnknown, shownRun, takeOverRun, type StoredRun, type TakeOverIo } from './batch-restore';
import { pendingRow, type BatchRow, type RowStatus } from './batch-rows';
import { createRun, loadLatestRun, saveRows, type BatchRunMeta } from './batch-store';

const params = { operation: 'company', cache: 'yes', resultType: 'json', lang: 'cn', version: '' } as const;
const meta = (id: string, createdAt = 1): BatchRunMeta => ({ id, createdAt, params, concurrency: 2, total: 4, status: 'running', stopReason: '', environmentId: 'local', pauseReason: '' });
const rowsOf = (statuses: RowStatus[]): BatchRow[] => statuses.map((status, i) => ({ ...pendingRow(i, `shop_${i}`), status, attempts: status === 'pending' ? 0 : 1 }));
const storedStatuses = async () => (await loadLatestRun('local'))?.rows.map((r) => r.status);

/** The controller's side of a take-over, over the real store: what it holds, and how often the lock was let go. */
function io(lockFree = true) {
  const held: { rows: BatchRow[]; released: number; metaSaves: number } = { rows: [], released: 0, metaSaves: 0 };
  const ports: TakeOverIo = {
    load: () => loadLatestRun('local'),
    lock: () => Promise.resolve(lockFree ? () => void (held.released += 1) : null),
    adopt: (stored: StoredRun) => (held.rows = shownRun(stored.meta, stored.rows).rows),
    write: (row) => saveRows('run', [{ row }]),
    saveMeta: () => {
      held.metaSaves += 1;
      return Promise.resolve();
    },
  };
  return { held, ports };
}

beforeEach(async () => {
  await createRun(meta('run'), rowsOf(['found', 'sent', 'sent', 'pending']));
});
afterEach(() => vi.restoreAllMocks());

describe('taking over a run whose page went away', () => {
  it('marks its calls in flight "answer unknown", stores them so, and Resume never sends them again', async () => {
    const { held, ports } = io();
    expect(await takeOverRun('run', ports)).toBe('interrupted');
    expect(held.rows.map((r) => r.status)).toEqual(['found', 'unknown', 'unknown', 'pending']);
    expect(await storedStatuses()).toEqual(['found', 'unknown', 'unknown', 'pending']);
    expect(resumeItems(held.rows)).toEqual([{ index: 3, id: 'shop_3' }]);
    expect(held.released).toBe(1);
    // A run stored in today's shape keeps its meta as it is.
    expect(held.metaSaves).toBe(0);
  });

  it('leaves a run another tab still sends untouched (that tab records its answers)', async () => {
    const { held, ports } = io(false);
    expect(await takeOverRun('run', ports)).toBe('elsewhere');
    expect(held.rows).toEqual([]);
    expect(await storedStatuses()).toEqual(['found', 'sent', 'sent', 'pending']);
  });

  it('leaves a run replaced by a newer one while it waited for the lock, and lets the lock go', async () => {
    const { held, ports } = io();
    await createRun(meta('newer', 2), rowsOf(['sent']));
    expect(await takeOverRun('run', ports)).toBe('gone');
    expect(held.rows).toEqual([]);
    expect(held.released).toBe(1);
    expect(await storedStatuses()).toEqual(['sent']);
  });

  it('lets the lock go when storing the unknown rows fails (the failure is the caller’s to say)', async () => {
    const { held, ports } = io();
    const failing: TakeOverIo = { ...ports, write: () => Promise.reject(new Error('disk gone')) };
    await expect(takeOverRun('run', failing)).rejects.toThrow('disk gone');
    expect(held.released).toBe(1);
  });

  it('stores the meta of a run stored before schema 3 (it belongs to the environment active now)', async () => {
    const { held, ports } = io();
    const upgraded: TakeOverIo = { ...ports, load: async () => ({ ...(await loadLatestRun('local'))!, upgraded: true }) };
    expect(await takeOverRun('run', upgraded)).toBe('interrupted');
    expect(held.metaSaves).toBe(1);
  });
});

describe('reading a stored run', () => {
  it('is active while running or paused only', () => {
    const cases: [string | undefined, boolean][] = [['running', true], ['paused', true], ['stopped', false], ['finished', false], ['cancelled', false], [undefined, false]];
    for (const [status, active] of cases) expect(isActive(status)).toBe(active);
  });

  it('reads rows of an earlier version in today’s shape: a timeout stored as failed is answer unknown', () => {
    const timeout = { ...pendingRow(0, 'shop_0'), status: 'failed' as const, failureKind: 'timeout', errorCode: null, attempts: 1 };
    expect(shownRun(meta('run'), [timeout]).rows[0]?.status).toBe('unknown');
  });

  it('marks only rows recorded as sent, in place, and returns just those', () => {
    const rows = rowsOf(['sent', 'found', 'failed', 'refused', 'unknown', 'sent']);
    const marked = markInFlightUnknown(rows);
    expect(marked.map((r) => r.index)).toEqual([0, 5]);
    expect(rows.map((r) => r.status)).toEqual(['unknown', 'found', 'failed', 'refused', 'unknown', 'unknown']);
  });
});
