import { describe, expect, it } from 'vitest';
import type { LookupParams, LookupResult } from '../../api/types';
import { runNow } from '../../lib/work-budget';
import { exportedFile, HOSTILE_FILES, leakyCopy, stepOf, TAB_KEY, TAB_SECRET } from './hostile-playlist-files';
import { IMPORT_MAX_BYTES, importMasker, importPlaylistFile, readPlaylistImport } from './playlist-import';
import { addStep, billedCalls, isFull, liveAnswerCounts, moveStep, playlistDataJson, removeStep, STEP_CAP, updateStep, type Playlist, type PlaylistKeptAnswer } from './playlist-model';

const readPlaylistFile = (text: string) => runNow(readPlaylistImport(text, importMasker([])));

const params: LookupParams = { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'ru', version: '' };
const copy: PlaylistKeptAnswer = { startedAt: 1, durationMs: 2, http: { status: 200, statusText: 'OK' }, contentType: 'application/json', sizeBytes: 3, errorCode: '0000', failure: null, title: 't', displayUrl: 'u', body: '{"a":"</script><b>"}' };
const empty: Playlist = { id: 'p', name: 'Demo', steps: [] };

function three(): Playlist {
  let p = addStep(empty, { title: 'one', params, source: 'sample', stored: null });
  p = addStep(p, { title: 'two', params, source: 'history', stored: copy });
  return addStep(p, { title: 'three', params, source: 'pinned', stored: copy, mode: 'live' });
}

const result = (r: Partial<LookupResult>): LookupResult =>
  ({ request: { method: 'GET', displayUrl: '', apiType: '', params, account: '' }, startedAt: 0, durationMs: 0, http: null, sizeBytes: 0, rawText: '', contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: true, ...r }) as LookupResult;

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
    expect(read.rejected).toEqual([]);
  });

  it('a damaged file or one without data is refused with its reason; a damaged step is left out with its number', () => {
    expect(readPlaylistFile('<html>nothing</html>')).toEqual({ ok: false, problem: 'noData' });
    const json = playlistDataJson(three());
    expect(readPlaylistFile(`<script type="application/json" id="playlist-data">${json.slice(0, -20)}</script>`)).toEqual({ ok: false, problem: 'damaged' });
    const oneDamaged = readPlaylistFile(`<script type="application/json" id="playlist-data">${json.replace('"live"', '"sometimes"')}</script>`);
    expect(oneDamaged).toMatchObject({ ok: true, rejected: [{ step: 1, problem: 'damaged' }] });
    expect(oneDamaged.ok && oneDamaged.playlist.steps.map((s) => s.title)).toEqual(['two', 'three']);
  });

  it('a full playlist takes no more steps', () => {
    let p = empty;
    for (let i = 0; i < STEP_CAP + 5; i += 1) p = addStep(p, { title: 't', params, source: 'sample', stored: null });
    expect(p.steps).toHaveLength(STEP_CAP);
    expect(isFull(p)).toBe(true);
  });
});

describe('playlist import (issue 34)', () => {
  // What the view shows is tested on the same files in playlist-view.test.tsx; here, what the reader returns.
  it.each(HOSTILE_FILES.filter((f) => !f.name.includes('size cap')))('$name: imported or refused by the rules', ({ text, expected }) => {
    const file = text();
    const out = runNow(readPlaylistImport(file, importMasker([])));
    if ('refused' in expected) {
      expect(out.ok).toBe(false);
      return;
    }
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    if (typeof expected.imported === 'number') expect(out.playlist.steps).toHaveLength(expected.imported);
    else expect(out.playlist.steps.map((s) => s.params.id)).toEqual(expected.imported);
    // Never left out quietly: every step read is kept or named, and a cut says how many the file held.
    const inFile = (JSON.parse(/id="playlist-data">(.*)<\/script>/s.exec(file)![1]!) as { playlist: { steps: unknown[] } }).playlist.steps.length;
    expect(out.playlist.steps.length + out.rejected.length).toBe(Math.min(STEP_CAP, inFile));
    expect(out.stepsInFile).toBe(inFile > STEP_CAP ? inFile : null);
  });

  it('the identifier rules are the form\'s: trimmed, then empty, too long and control characters refused by step number', () => {
    const ids = [' shop_1 ', '', '\u00a0', 'a\tb', 'x\u200by', 'a'.repeat(128), 'a'.repeat(129)];
    const out = runNow(readPlaylistImport(exportedFile(ids.map((id, i) => stepOf(i + 1, { id }))), importMasker([])));
    expect(out).toMatchObject({
      ok: true,
      rejected: [
        { step: 2, problem: 'empty' },
        { step: 3, problem: 'empty' },
        { step: 4, problem: 'control' },
        { step: 5, problem: 'control' },
        { step: 7, problem: 'tooLong' },
      ],
    });
    expect(out.ok && out.playlist.steps.map((s) => s.params.id)).toEqual(['shop_1', 'a'.repeat(128)]);
  });

  it('over the step cap it keeps the first steps, in order, and says how many the file held', () => {
    const out = runNow(readPlaylistImport(exportedFile(Array.from({ length: STEP_CAP + 1 }, (_, i) => stepOf(i + 1))), importMasker([])));
    expect(out).toMatchObject({ ok: true, stepsInFile: STEP_CAP + 1, rejected: [] });
    expect(out.ok && out.playlist.steps.at(-1)?.params.id).toBe(`shop_${STEP_CAP}`);
  });

  it('masks every stored text with the tab\'s credentials, byte for byte, before it is kept', () => {
    const copy = leakyCopy();
    const mask = importMasker([{ mode: 'plain', key: TAB_KEY, secret: TAB_SECRET }]);
    const out = runNow(readPlaylistImport(exportedFile([stepOf(1, { stored: copy, title: `for ${TAB_KEY}` })]), mask));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const kept = JSON.stringify(out.playlist);
    expect(kept).not.toContain(TAB_KEY);
    expect(kept).not.toContain(TAB_SECRET);
    expect(kept).not.toContain(encodeURIComponent(TAB_SECRET));
    const body = out.playlist.steps[0]!.stored!.body;
    expect(new TextEncoder().encode(body).length).toBe(copy.sizeBytes);
    expect(JSON.parse(body)).toMatchObject({ error_code: '4005' });
    // With no credentials in the tab, what History masks whole is still masked.
    const bare = runNow(readPlaylistImport(exportedFile([stepOf(1, { stored: copy })]), importMasker([])));
    expect(bare.ok && bare.playlist.steps[0]!.stored!.body).not.toContain(`Key[${TAB_KEY}]`);
    expect(bare.ok && bare.playlist.steps[0]!.stored!.body).not.toContain(`key=${TAB_KEY}`);
  });

  it("keeps a person's words: under the key demo, 'Customer demo' stays as written; demo as a credential is masked", () => {
    const mask = importMasker([{ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' }]);
    const file = exportedFile([stepOf(1, { title: 'A demo of the sofa' }), stepOf(2, { title: 'shown with key=demo' })]).replace('"name":"Imported demo"', '"name":"Customer demo"');
    const out = runNow(readPlaylistImport(file, mask));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.playlist.name).toBe('Customer demo');
    expect(out.playlist.steps.map((s) => s.title)).toEqual(['A demo of the sofa', expect.not.stringContaining('key=demo')]);
  });

  it('a file over the size cap is refused before its text is read', async () => {
    let reads = 0;
    const huge = { size: IMPORT_MAX_BYTES + 1, text: async () => ((reads += 1), '') } as unknown as Blob;
    expect(await importPlaylistFile(huge, importMasker([]))).toEqual({ ok: false, problem: 'tooLarge' });
    expect(reads).toBe(0);
    const atCap = { size: IMPORT_MAX_BYTES, text: async () => ((reads += 1), exportedFile([stepOf(1)])) } as unknown as Blob;
    expect(await importPlaylistFile(atCap, importMasker([]))).toMatchObject({ ok: true });
    expect(reads).toBe(1);
  });

  it('two steps with one id become two steps', () => {
    const out = runNow(readPlaylistImport(exportedFile([stepOf(1), stepOf(1), stepOf(1)]), importMasker([])));
    expect(out.ok && new Set(out.playlist.steps.map((s) => s.id)).size).toBe(3);
  });
});
