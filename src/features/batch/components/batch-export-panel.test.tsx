// @vitest-environment happy-dom
// The export's path budget said where the export is made (issue 34): a CSV whose path column would walk hundreds of
// large records stops at the export's budget, and the panel says at which row and what to narrow.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hugeProduct } from '../../../../gateway/data/edge-huge';
import { HOSTILE_PATHS } from '../../../lib/json-path-hostile';
import type { BatchController } from '../batch-controller';
import { EXPORT_PATH_WORK } from '../batch-export';
import { PATH_CELL_WORK } from '../batch-path-columns';
import type { BatchKeptAnswer } from '../batch-record';
import { pendingRow } from '../batch-rows';
import type { BatchRunMeta } from '../batch-store';
import { BatchExportPanel } from './batch-export-panel';

afterEach(() => cleanup());

describe('BatchExportPanel', () => {
  it("says where a CSV's path column stopped at the export's budget", async () => {
    const { desc: _desc, ...record } = hugeProduct('900000000002', 'en');
    const answer: BatchKeptAnswer = { envelope: { error_code: '0000', error: '', reason: '' }, record };
    // Two rows more than the export's budget lets a hostile path (which spends its whole row budget) walk.
    const n = EXPORT_PATH_WORK / PATH_CELL_WORK + 2;
    const rows = Array.from({ length: n }, (_, i) => ({ ...pendingRow(i, `${900_000_000_000 + i}`), status: 'found' as const }));
    const controller = { rows, answers: async () => new Map(rows.map((r) => [r.index, answer])) } as unknown as BatchController;
    const meta: BatchRunMeta = { id: 'r', createdAt: 0, params: { operation: 'product', cache: 'yes', resultType: 'json', lang: 'en', version: '' }, concurrency: 1, total: n, status: 'finished', stopReason: '', environmentId: 'local' };
    render(<BatchExportPanel controller={controller} meta={meta} />);
    fireEvent.change(screen.getByLabelText('Add column by path'), { target: { value: HOSTILE_PATHS[0] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const said = await waitFor(() => screen.getByTestId('batch-export-stopped'), { timeout: 60_000 });
    expect(said.textContent).toContain(`Path columns stopped at row ${n - 2}`);
    expect(said.textContent).toContain('Narrow the paths');
  }, 90_000);
});
