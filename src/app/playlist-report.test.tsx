// @vitest-environment happy-dom
// The exported playlist (issue 38): a report a customer can read, one section per step with its title, badges, times and
// record, that Import still reads back into the same steps.
import { describe, expect, it } from 'vitest';
import { ordinaryCompany } from '../../gateway/data/company';
import type { LookupParams } from '../api/types';
import { readPlaylistImport } from '../features/playlist/playlist-import';
import type { Playlist, PlaylistKeptAnswer } from '../features/playlist/playlist-model';
import { runNow } from '../lib/work-budget';
import { playlistReportHtml } from './playlist-report';

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });

function copyOf(index: number, at: number): PlaylistKeptAnswer {
  const item = ordinaryCompany(index, 'en');
  const body = JSON.stringify({ error_code: '0000', error: '', reason: '', item });
  return { startedAt: at, durationMs: 142, http: { status: 200, statusText: 'OK' }, contentType: 'application/json', sizeBytes: body.length, errorCode: '0000', failure: null, title: String(item.title), displayUrl: 'http://127.0.0.1:8787/company/item_get/?key=***', body };
}

const playlist: Playlist = {
  id: 'p1',
  name: 'Quarterly demo',
  steps: [
    { id: 'a', title: 'A company, live', params: params(String(ordinaryCompany(1, 'en').num_iid)), mode: 'live', source: 'history', stored: copyOf(1, Date.UTC(2026, 10, 27, 9, 14)) },
    { id: 'b', title: 'A company, stored', params: params(String(ordinaryCompany(2, 'en').num_iid)), mode: 'stored', source: 'pinned', stored: copyOf(2, Date.UTC(2026, 10, 26, 16, 2)) },
    { id: 'c', title: 'A sample, live only', params: params('shop_1000000'), mode: 'live', source: 'sample', stored: null },
  ],
};

describe('The exported playlist', () => {
  it('reads as a report per step (title, badges, answer time, record) and imports back into the same steps', async () => {
    const html = await playlistReportHtml(playlist);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const sections = [...doc.querySelectorAll('main > section')];
    const steps = sections.slice(0, 3);
    expect(steps.map((s) => s.querySelector('h2')?.textContent)).toEqual(['1. A company, live', '2. A company, stored', '3. A sample, live only']);
    expect(steps.map((s) => [...s.querySelectorAll('.report-step__badge')].map((b) => b.textContent))).toEqual([['Live', 'Fallback'], ['Stored'], ['Live']]);
    // Each stored answer's record as the app draws it, and when it was received and how long it took.
    expect(steps.map((s) => s.querySelector('[data-testid="record-title"]')?.textContent ?? null)).toEqual([playlist.steps[0]?.stored?.title, playlist.steps[1]?.stored?.title, null]);
    expect(steps[0]?.textContent).toMatch(/Answerreceived .+, took 142 ms · error_code 0000/);
    expect(steps[2]?.textContent).toContain('none (live only)');

    const back = runNow(readPlaylistImport(html, (t) => t));
    if (!back.ok) throw new Error(`import refused the export: ${back.problem}`);
    expect(back.rejected).toEqual([]);
    expect(back.playlist.name).toBe(playlist.name);
    expect(back.playlist.steps).toEqual(playlist.steps);
  });
});
