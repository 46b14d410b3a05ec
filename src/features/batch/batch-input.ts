// Reads a pasted or uploaded list of identifiers: one per line or comma-separated, checked before anything is sent.

/** The most identifiers one run takes (issue 6). */
export const BATCH_MAX_IDS = 10_000;

export interface IdProblem {
  /** 1-based line of the text the identifier came from. */
  line: number;
  id: string;
}

export interface InvalidId extends IdProblem {
  /** The validator's message, in the interface language of the moment it ran. */
  message: string;
}

export interface DuplicateId extends IdProblem {
  /** The line the identifier was first seen on. */
  firstLine: number;
}

export interface ParsedIdList {
  /** Valid, de-duplicated, in first-seen order: what the run will send. */
  ids: string[];
  duplicates: DuplicateId[];
  invalid: InvalidId[];
  /** Valid identifiers beyond BATCH_MAX_IDS, left out. */
  overLimit: number;
}

/**
 * `validate` is the lookup form's hard rule (DESIGN D2), passed in so the batch uses the very same check:
 * it returns an error message, or null for a valid identifier.
 */
export function parseIdList(text: string, validate: (id: string) => string | null, max: number = BATCH_MAX_IDS): ParsedIdList {
  const out: ParsedIdList = { ids: [], duplicates: [], invalid: [], overLimit: 0 };
  const seen = new Map<string, number>();
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  lines.forEach((lineText, i) => {
    const line = i + 1;
    // Commas separate identifiers (a CSV row); a lone "id" header cell is not an identifier.
    for (const cell of lineText.split(',')) {
      const id = cell.trim().replace(/^"(.*)"$/, '$1').trim();
      if (id === '') continue;
      if (i === 0 && /^(id|ids|identifier|item_id|num_iid)$/i.test(id)) continue;
      const error = validate(id);
      if (error) {
        out.invalid.push({ line, id, message: error });
        continue;
      }
      const first = seen.get(id);
      if (first !== undefined) {
        out.duplicates.push({ line, id, firstLine: first });
        continue;
      }
      seen.set(id, line);
      if (out.ids.length >= max) out.overLimit += 1;
      else out.ids.push(id);
    }
  });
  return out;
}
