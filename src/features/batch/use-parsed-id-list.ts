// The batch input's checked list, kept up to date with its text: a short text is read in the render (as before); a
// long one (BATCH_SLICED_CHARS and up) is read with runInSlices after the render, so pasting or loading 5 MB never
// holds the page in one task, and a newer text (or a new choice of column) stops the reading of the older one.
import { useEffect, useMemo, useState } from 'react';
import { fitsOperation } from '../../api/identifier-rule';
import type { Operation } from '../../api/types';
import { runInSlices } from '../../lib/work-budget';
import { BATCH_SLICED_CHARS, parseIdList, parseIdListSteps, type ParsedIdList, type ParseOptions } from './batch-input';

export interface ParsedState {
  parsed: ParsedIdList;
  /** A long text is being read; `parsed` is the last one read (or empty). */
  reading: boolean;
}

export interface IdListInput {
  text: string;
  validate: (id: string) => string | null;
  shapeWarning?: ((operation: Operation, id: string) => string | null) | undefined;
  operation: Operation;
  column: number | null;
  leaveOut: boolean;
}

const EMPTY = parseIdList('', { validate: () => null });

export function useParsedIdList({ text, validate, shapeWarning, operation, column, leaveOut }: IdListInput): ParsedState {
  const sliced = text.length >= BATCH_SLICED_CHARS;
  // One object per text and choice: a sliced result is shown as current only when it was read for this one.
  const options = useMemo<ParseOptions>(
    // The operation's shape is the one rule in src/api (the lookup form's hint reads it too); the hint only words it.
    () => ({ validate, shape: (id) => (fitsOperation(operation, id) ? null : (shapeWarning?.(operation, id) ?? operation)), column, leaveOutUnexpected: leaveOut }),
    [validate, shapeWarning, operation, column, leaveOut],
  );
  const inRender = useMemo(() => (sliced ? null : parseIdList(text, options)), [sliced, text, options]);
  const [done, setDone] = useState<{ text: string; options: ParseOptions; parsed: ParsedIdList } | null>(null);
  useEffect(() => {
    if (!sliced) return;
    const controller = new AbortController();
    runInSlices(parseIdListSteps(text, options), { signal: controller.signal }).then(
      (parsed) => setDone({ text, options, parsed }),
      () => undefined, // stopped by a newer text or choice
    );
    return () => controller.abort();
  }, [sliced, text, options]);
  if (inRender) return { parsed: inRender, reading: false };
  return { parsed: done?.parsed ?? EMPTY, reading: done?.text !== text || done.options !== options };
}
