// Reading a playlist back from an exported HTML file or its bare JSON (issue 34): the file's size is capped before it is
// read, the JSON is parsed in slices under a budget (DESIGN D15), each step passes the lookup form's identifier rules and
// the step cap, and every stored text is masked with the tab's masker before anything is kept.
import { identifierFault, VERSION_MAX, type IdentifierFault } from '../../api/identifier-rule';
import { maskLeaks } from '../../api/leak-check';
import { createMasker, maskForHistory, maskRequestUrl } from '../../api/mask-secret';
import type { Credentials } from '../../api/types';
import { parseJsonInSlices } from '../../lib/json-in-slices';
import { runInSlices, WorkBudget, type SliceOptions } from '../../lib/work-budget';
import { z } from '../../lib/zod';
import { newId, PLAYLIST_FORMAT, STEP_CAP, stepSchema, TITLE_MAX, type Playlist, type Step, type PlaylistKeptAnswer } from './playlist-model';

/** The largest file an import reads: a full playlist (STEP_CAP steps with their stored answers) fits well below it. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** A playlist file nests six levels deep (file, playlist, steps, step, stored answer, failure): anything deeper is not one. */
const IMPORT_MAX_DEPTH = 16;

/** Why one step of a file was left out. */
export type StepProblem = IdentifierFault | 'versionTooLong' | 'damaged';

export interface RejectedStep {
  /** The step's number in the file, from 1. */
  step: number;
  problem: StepProblem;
}

export type ImportOutcome =
  /**
   * Imported; `rejected` lists the steps left out (the valid ones are in the playlist, in their order); `stepsInFile` is
   * set when the file held more than STEP_CAP steps and only the first STEP_CAP were read.
   */
  | { ok: true; playlist: Playlist; rejected: RejectedStep[]; stepsInFile: number | null }
  | { ok: false; problem: 'tooLarge' | 'noData' | 'damaged' }
  /** Every step of the file was left out: nothing to import. */
  | { ok: false; problem: 'noValidSteps'; rejected: RejectedStep[] };

/**
 * How every text read from a file is masked before it is kept. `prose` is a person's words (the playlist's name, a
 * step's title): there a short or word-like key counts only where it stands as a credential, as the leak check counts
 * it, so "Customer demo" under the key `demo` is kept as written (issue 34).
 */
export type Mask = (text: string, kind?: 'prose') => string;

/**
 * The tab's masker for imported text: every credential the tab holds (the secret in all its written forms, the key),
 * then what History masks whole (key=, Key[…], a tracker's k=), even with no credentials at all. Byte-preserving, so a
 * stored body's size and a serialize body's length prefixes stay right.
 */
export function importMasker(credentials: readonly Credentials[]): Mask {
  const maskers = credentials.map((c) => ({ masker: createMasker(c), key: c.key || null }));
  return (text, kind) => {
    if (kind === 'prose') return maskForHistory(maskLeaks(text, { credentials }), null);
    let out = text;
    for (const { masker, key } of maskers) out = maskForHistory(masker.text(out), key);
    return maskForHistory(out, null);
  };
}

/** The file around the steps; each step is checked on its own, so one bad step does not refuse the others. */
const fileHead = z.object({
  format: z.literal(PLAYLIST_FORMAT),
  version: z.literal(1),
  playlist: z.object({ id: z.string(), name: z.string(), steps: z.array(z.unknown()) }),
});

const OPEN_TAG = '<script type="application/json" id="playlist-data">';

/** The JSON an export carries in its data block, or the file itself when it is bare JSON; null when neither. */
function dataOf(text: string): string | null {
  // indexOf, not a regular expression over the whole file: linear, and the block is found where the export puts it.
  const open = text.indexOf(OPEN_TAG);
  if (open !== -1) {
    const close = text.indexOf('</script>', open + OPEN_TAG.length);
    return close === -1 ? null : text.slice(open + OPEN_TAG.length, close);
  }
  const start = text.search(/\S/);
  return start !== -1 && text[start] === '{' ? text.slice(start) : null;
}

function maskCopy(copy: PlaylistKeptAnswer, mask: Mask): PlaylistKeptAnswer {
  return {
    ...copy,
    title: mask(copy.title, 'prose'),
    displayUrl: mask(maskRequestUrl(copy.displayUrl)),
    failure: copy.failure && { ...copy.failure, message: mask(copy.failure.message) },
    body: mask(copy.body),
  };
}

/** One step of the file as the builder keeps it, or why it is left out. */
function readStep(raw: unknown, mask: Mask): Step | StepProblem {
  const parsed = stepSchema.safeParse(raw);
  if (!parsed.success) return 'damaged';
  const s = parsed.data as Step;
  // Trimmed first, as the form trims what is typed.
  const id = s.params.id.trim();
  const fault = identifierFault(id);
  if (fault !== null) return fault;
  const version = s.params.version.trim();
  if (version.length > VERSION_MAX) return 'versionTooLong';
  const stored = s.stored && maskCopy(s.stored, mask);
  return { ...s, title: mask(s.title, 'prose'), params: { ...s.params, id, version }, stored, mode: stored ? s.mode : 'live' };
}

/** Reads a playlist file's text, a step at a time between yields (drive it with runInSlices; runNow in tests). */
export function* readPlaylistImport(text: string, mask: Mask): Generator<void, ImportOutcome, void> {
  const json = dataOf(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (json === null) return { ok: false, problem: 'noData' };
  const parsed = yield* parseJsonInSlices(json, { maxDepth: IMPORT_MAX_DEPTH, budget: new WorkBudget('characters', IMPORT_MAX_BYTES) });
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'budget' ? 'tooLarge' : 'damaged' };
  const head = fileHead.safeParse(parsed.value);
  if (!head.success) return { ok: false, problem: 'damaged' };
  const { playlist } = head.data;
  // Over the cap it stops with what it has and says so (D15): the first STEP_CAP steps, in order, are a demo's start.
  const budget = new WorkBudget('steps', STEP_CAP);
  const steps: Step[] = [];
  const rejected: RejectedStep[] = [];
  const ids = new Set<string>();
  for (const [index, raw] of playlist.steps.entries()) {
    if (budget.exhausted) break;
    budget.spend();
    // Each step is checked and masked whole: the form's rules or nothing, said with its number (never dropped quietly).
    const step = readStep(raw, mask);
    if (typeof step === 'string') rejected.push({ step: index + 1, problem: step });
    else {
      // Two steps with one id would be one step to the builder (its list keys, Remove): the second gets its own.
      const kept = ids.has(step.id) ? { ...step, id: newId() } : step;
      ids.add(kept.id);
      steps.push(kept);
    }
    yield;
  }
  if (steps.length === 0 && rejected.length > 0) return { ok: false, problem: 'noValidSteps', rejected };
  const stepsInFile = playlist.steps.length > STEP_CAP ? playlist.steps.length : null;
  // A new id, so importing never replaces a playlist.
  return { ok: true, playlist: { id: newId(), name: mask(playlist.name.slice(0, TITLE_MAX), 'prose'), steps }, rejected, stepsInFile };
}

/** Imports a file: its size checked before its text is read, then read in slices that give the page the thread back. */
export async function importPlaylistFile(file: Blob, mask: Mask, slices: SliceOptions = {}): Promise<ImportOutcome> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  return runInSlices(readPlaylistImport(text, mask), slices);
}
