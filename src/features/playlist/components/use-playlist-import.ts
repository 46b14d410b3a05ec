// The builder's Import (issue 34): reads a picked file in slices with the tab's masker, saves the playlist it holds and
// says what happened, naming every step left out; an import still reading when the view goes is stopped there.
import { useEffect, useRef, useState } from 'react';
import { heldCredentials } from '../../../queries/credential-vault';
import { IMPORT_MAX_BYTES, importMasker, importPlaylistFile, type ImportOutcome, type RejectedStep } from '../playlist-import';
import { STEP_CAP, type Playlist } from '../playlist-model';
import { currentPlaylists, savePlaylists } from '../playlist-store';
import type { Strings } from '../strings';

export const IMPORT_MAX_MIB = IMPORT_MAX_BYTES / (1024 * 1024);
/** Steps left out of an import named one by one; the rest are counted. */
const LEFT_OUT_NAMED = 20;

export type Say = (text: string, error?: boolean, details?: string[]) => void;

/** Each step left out, by its number in the file and why; never dropped without a word. */
function leftOut(S: Strings, rejected: readonly RejectedStep[]): string[] {
  const named = rejected.slice(0, LEFT_OUT_NAMED).map((r) => S.rejectedStep(r.step, S.stepProblems[r.problem]));
  return rejected.length > LEFT_OUT_NAMED ? [...named, S.moreLeftOut(rejected.length - LEFT_OUT_NAMED)] : named;
}

export function usePlaylistImport(S: Strings, say: Say, onImported: (playlist: Playlist) => void) {
  const [importing, setImporting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function importFile(file: File | undefined) {
    if (!file || abortRef.current) return;
    const abort = new AbortController();
    abortRef.current = abort;
    setImporting(true);
    say(S.importing);
    let read: ImportOutcome;
    try {
      // Texts read from the file are masked with every credential this tab holds, before anything is kept.
      read = await importPlaylistFile(file, importMasker(heldCredentials()), { signal: abort.signal });
    } catch {
      // Aborted: the view is gone, nothing is saved.
      return;
    } finally {
      abortRef.current = null;
      if (!abort.signal.aborted) setImporting(false);
    }
    if (!read.ok) {
      if (read.problem === 'noValidSteps') return say(S.importNoValidSteps, true, leftOut(S, read.rejected));
      return say(read.problem === 'tooLarge' ? S.importTooLarge(IMPORT_MAX_MIB) : read.problem === 'noData' ? S.importNoData : S.importDamaged, true);
    }
    if (!savePlaylists([...currentPlaylists(), read.playlist])) return say(S.importNoRoom, true);
    onImported(read.playlist);
    const cut = read.stepsInFile !== null ? [S.importCut(read.stepsInFile, STEP_CAP)] : [];
    const out = read.rejected.length > 0 ? [S.importLeftOut(read.rejected.length), ...leftOut(S, read.rejected)] : [];
    say(S.imported(read.playlist.name, read.playlist.steps.length), false, cut.length + out.length > 0 ? [...cut, ...out] : undefined);
  }

  return { importing, importFile };
}
