import { describe, expect, it } from 'vitest';
import type { LookupParams, LookupResult } from '../../api/types';
import { addStep, billedCalls, liveAnswerCounts, moveStep, playlistDataJson, readPlaylistFile, removeStep, updateStep, type Playlist, type StoredCopy } from './playlist-model';

const params: LookupParams = { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'ru', version: '' };
const copy: StoredCopy = { startedAt: 1, durationMs: 2, http: { status: 200, statusText: 'OK' }, contentType: 'application/json', sizeBytes: 3, errorCode: '0000', failure: null, title: 't', displayUrl: 'u', body: '{"a":"</script><b>"}' };
const empty: Playlist = { id: 'p', name: 'Demo', steps: [] };

function three(): Playlist {
  let p = addStep(empty, { title: 'one', params, source: 'sample', stored: null });
  p = addStep(p, { title: 'two', params, source: 'history', stored: copy });
  return addStep(p, { title: 'three', params, source: 'pinned', stored: copy, mode: 'live' });
}

const result = (r: Partial<LookupResult>): LookupResult =>
  ({ request: { method: 'GET', displayUrl: '', apiType: '', params, credentialId: '' }, startedAt: 0, durationMs: 0, http: null, sizeBytes: 0, rawText: '', contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: true, ...r }) as LookupResult;

describe('playlist model', () => {
  it('a step without a stored answer is live; the billed calls are the live steps', () => {
    const p = three();
    expect(p.steps.map((s) => s.mode)).toEqual(['live', 'stored', 'live']);
    expect(billedCalls(p)).toBe(2);
    expect(updateStep(p, p.steps[0]!.id, { mode: 'stored' }).steps[0]!.mode).toBe('live');
    expect(billedCalls(updateStep(p, p.steps[2]!.id, { mode: 'stored' }))).toBe(1);
  });

  it('moves, renames and removes steps, and ignores moves past either end', () => {
    const p = three();
    expect(moveStep(p, 0, 1).steps.map((s) => s.title)).toEqual(['two', 'one', 'three']);
    expect(moveStep(p, 2, -1).steps.map((s) => s.title)).toEqual(['one', 'three', 'two']);
    expect(moveStep(p, 0, -1)).toBe(p);
    expect(moveStep(p, 2, 1)).toBe(p);
    expect(updateStep(p, p.steps[1]!.id, { title: 'A company in Russian' }).steps[1]!.title).toBe('A company in Russian');
    expect(removeStep(p, p.steps[1]!.id).steps.map((s) => s.title)).toEqual(['one', 'three']);
  });

  it('a live answer counts when it came back clean or is the error the step shows; otherwise the stored one is shown', () => {
    expect(liveAnswerCounts(result({}), copy)).toBe(true);
    expect(liveAnswerCounts(result({ sent: false, failure: { kind: 'cancelled', message: 'stored only' } }), copy)).toBe(false);
    expect(liveAnswerCounts(result({ failure: { kind: 'network', message: 'down' } }), copy)).toBe(false);
    expect(liveAnswerCounts(result({ failure: { kind: 'api', message: 'quota', errorCode: '4013' } }), copy)).toBe(false);
    expect(liveAnswerCounts(result({ failure: { kind: 'api', message: 'quota', errorCode: '4013' } }), { ...copy, errorCode: '4013' })).toBe(true);
  });

  it('round-trips through the exported data block, which cannot end its script element early', () => {
    const p = three();
    const json = playlistDataJson(p);
    expect(json).not.toContain('</script');
    const file = `<html><script type="application/json" id="playlist-data">${json}</script></html>`;
    const read = readPlaylistFile(file);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.playlist.id).not.toBe(p.id);
    expect(read.playlist.steps).toEqual(p.steps);
  });

  it('a damaged file or one without data is refused with its reason', () => {
    expect(readPlaylistFile('<html>nothing</html>')).toEqual({ ok: false, problem: 'noData' });
    const json = playlistDataJson(three());
    expect(readPlaylistFile(`<script type="application/json" id="playlist-data">${json.slice(0, -20)}</script>`)).toEqual({ ok: false, problem: 'damaged' });
    expect(readPlaylistFile(`<script type="application/json" id="playlist-data">${json.replace('"live"', '"sometimes"')}</script>`)).toEqual({ ok: false, problem: 'damaged' });
  });
});
