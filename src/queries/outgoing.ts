// The one way text leaves this browser (a file, the clipboard, a print): the exact text is scanned first for every
// credential the tab holds (leak-check.ts), and nothing is written when anything is found. Every download, copy and
// print of the app goes through leaveBrowser; ESLint forbids the browser APIs anywhere else.
import { LEAK_PIECE_CHARS, maskLeaks, scanForLeaks, type LeakFinding, type LeakTargets, type LeakVerdict, type LeakWhat } from '../api/leak-check';
import { downloadText } from '../lib/download';
import { heldCredentials } from './credential-vault';

export type Leaving =
  | { kind: 'file'; text: string; fileName: string; type: string }
  | { kind: 'clipboard'; text: string }
  /** Prints the page; `text` is what the print shows (the caller's printed region), scanned as it stands. */
  | { kind: 'print'; text: string };

export interface LeaveOptions {
  /** Keys known beside the credentials held (the account of a stored answer, which may not be in use any more). */
  keys?: readonly string[];
  /** What the user explicitly asked to include ("Include my real credentials"): found, reported, not refused. */
  consented?: readonly LeakWhat[];
}

export interface LeaveOutcome {
  verdict: LeakVerdict;
  /** Findings that stopped it: nothing was written when this is not empty. */
  blocked: LeakFinding[];
  written: boolean;
  /** The browser refused (clipboard permission): the scan passed, the write failed. */
  failed: boolean;
  /**
   * Refused: writes the same text again with what was found masked (scanned again on its way out, like any text), so
   * no feature builds its own masked variant. Null when nothing was refused, or for a print (the page is printed, not
   * the text).
   */
  writeMasked?: (() => Promise<LeaveOutcome>) | null;
}

/**
 * The scan of what leaves: in the parse worker for a long text (a raw body of tens of MB: seconds of work, which froze
 * the tab with the download never written; issue 36), here otherwise. The same scanForLeaks either way.
 */
async function scan(text: string, targets: LeakTargets): Promise<LeakVerdict> {
  if (text.length < 4 * LEAK_PIECE_CHARS) return scanForLeaks(text, targets);
  const { parseBodyOffThread } = await import('../api/parse/off-thread');
  return parseBodyOffThread.scan(text, targets);
}

/** Scans, then writes only when clean. Never throws: a refused clipboard is an outcome too. */
export async function leaveBrowser(out: Leaving, options: LeaveOptions = {}): Promise<LeaveOutcome> {
  const targets = { credentials: heldCredentials(), keys: options.keys ?? [] };
  const verdict = await scan(out.text, targets);
  const consented = options.consented ?? [];
  const blocked = verdict.findings.filter((f) => !consented.includes(f.what));
  if (blocked.length > 0) {
    const writeMasked = out.kind === 'print' ? null : () => leaveBrowser({ ...out, text: maskLeaks(out.text, targets, consented) }, options);
    return { verdict, blocked, written: false, failed: false, writeMasked };
  }
  try {
    if (out.kind === 'file') downloadText(out.text, out.fileName, out.type);
    else if (out.kind === 'clipboard') await navigator.clipboard.writeText(out.text);
    else window.print();
    return { verdict, blocked, written: true, failed: false, writeMasked: null };
  } catch {
    return { verdict, blocked, written: false, failed: true, writeMasked: null };
  }
}
