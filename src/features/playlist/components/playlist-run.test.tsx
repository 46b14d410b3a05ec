// @vitest-environment happy-dom
// The presenter run at its seam: what it asks of the send path. A live step is sent once per run however often it is
// shown again; a stored step never; a live answer that failed shows the stored one with the reason.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupParams, LookupResult } from '../../../api/types';
import type { Playlist, StoredCopy } from '../playlist-model';
import { PlaylistRun, type RunDeps } from './playlist-run';

afterEach(cleanup);

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });
const copy: StoredCopy = { startedAt: Date.UTC(2026, 10, 27, 9, 14), durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };
const answer = (id: string, r: Partial<LookupResult> = {}): LookupResult =>
  ({ request: { method: 'GET', displayUrl: '', apiType: '', params: params(id), credentialId: '' }, startedAt: 0, durationMs: 0, http: null, sizeBytes: 0, rawText: id, contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: true, ...r }) as LookupResult;

const playlist: Playlist = {
  id: 'p',
  name: 'Demo',
  steps: [
    { id: 'a', title: 'Live one', params: params('a'), mode: 'live', source: 'history', stored: copy },
    { id: 'b', title: 'Stored one', params: params('b'), mode: 'stored', source: 'history', stored: copy },
    { id: 'c', title: 'Live two', params: params('c'), mode: 'live', source: 'pinned', stored: copy },
  ],
};

function setup(live: (p: LookupParams) => LookupResult) {
  const deps: RunDeps = {
    runLive: vi.fn(async (p: LookupParams) => live(p)),
    toResult: vi.fn(async (step) => answer(`stored-${step.id}`)),
    renderResult: (r) => <p data-testid="shown">{r.rawText}</p>,
  };
  render(<PlaylistRun playlist={playlist} deps={deps} onEnd={() => {}} />);
  const key = async (k: string) => act(async () => void fireEvent.keyDown(window, { key: k }));
  return { deps, key };
}

describe('PlaylistRun', () => {
  it('sends each live step once, however often it is shown again, and never a stored one', async () => {
    const { deps, key } = setup((p) => answer(`live-${p.id}`));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-a'));
    await key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('stored-b'));
    await key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-c'));
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await key(k);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-c'));
    expect(vi.mocked(deps.runLive).mock.calls.map(([p]) => p.id)).toEqual(['a', 'c']);
    expect(screen.getByTestId('playlist-calls').textContent).toBe('Billed calls this run: 2');
  });

  it('a failed live call shows the stored answer with the reason; one that never left is not counted', async () => {
    setup((p) => answer(`live-${p.id}`, { sent: false, failure: { kind: 'network', message: 'The gateway did not answer.' } }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('stored-a'));
    expect(screen.getByTestId('playlist-badge').textContent).toMatch(/^Stored .+ — live call failed: The gateway did not answer\.$/);
    expect(screen.getByTestId('playlist-calls').textContent).toBe('Billed calls this run: 0');
  });
});
