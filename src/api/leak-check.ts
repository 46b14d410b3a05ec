// The last look before anything leaves the browser (a file, the clipboard, a print): the exact text about to be written is
// scanned for the secret, key and signature of every credential the tab holds, with the one recogniser masking uses
// (secret-forms.ts: every form a gateway or encoder writes, split or look-alike too). A weak value (a short or word-like
// key, `demo`) counts only where it stands as a credential, so prose holding the word is not refused. A finding names
// where (the line, and for a credential field the field as written) and in which form, never the value.
import { keyHint } from './key-hint';
import { isIgnorable } from './secret-views';
import { cutPattern } from './mask-walk';
import { maskRanges, secretForms, TextViews, type Occurrence, type SecretForms } from './secret-forms';
import type { Credentials } from './types';

export type LeakWhat = 'secret' | 'key' | 'signature';
/** How the value was written where it was found. */
export type LeakForm =
  | 'literal'
  | 'url-encoded'
  | 'json-escaped'
  | 'html-entities'
  | 'backslash-escaped'
  | 'byte-escaped'
  | 'split'
  | 'look-alike'
  | 'base64'
  | 'hex'
  | 'utf-16'
  | 'mixed';

export interface LeakFinding {
  what: LeakWhat;
  /** Which credential: its key as a hint (two characters), never more. */
  account: string;
  form: LeakForm;
  /** 1-based line of the first occurrence in this form. */
  line: number;
  count: number;
  /** A weak value found where it stands as a credential: the field, as written (`key=…`, `Key[…]`), never the value. */
  at?: string;
}

export interface LeakVerdict {
  /** UTF-8 bytes scanned: the whole text that was about to leave. */
  bytes: number;
  /** How many values were looked for (secrets, keys, signatures of the credentials held). */
  lookedFor: number;
  findings: LeakFinding[];
}

/** What one scan looks for: every credential the tab holds, plus keys known otherwise (an answer's own account). */
export interface LeakTargets {
  credentials: readonly Credentials[];
  keys?: readonly string[];
}

/** Which escaping produced a matched text (a text holding several kinds is 'mixed'). */
export function formOf(found: string, value: string): LeakForm {
  if (found === value) return 'literal';
  // An escape whose backslash is escaped once more (a body inside a JSON string) is the same kind of escape.
  const f = found.replace(/\\\\(?=[uUxX0-7/"'])/g, '\\');
  if (f.includes('\0')) return 'utf-16';
  const kinds = new Set<LeakForm>();
  if (/%[0-9a-fA-F]{2}/.test(f) || (f.includes('+') && !value.includes('+'))) kinds.add('url-encoded');
  if (/\\[uU][0-9a-fA-F{]/.test(f)) kinds.add('json-escaped');
  if (/&(?:#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/.test(f)) kinds.add('html-entities');
  if (/\\[/"'\\]/.test(f)) kinds.add('backslash-escaped');
  if (/\\(?:[xX][0-9a-fA-F]{2}|[0-7]{1,3})/.test(f)) kinds.add('byte-escaped');
  if (/\\[nr]|[\r\n]/.test(f) || [...f].some((ch) => isIgnorable(ch.charCodeAt(0)))) kinds.add('split');
  if (kinds.size === 0) return 'look-alike';
  return kinds.size === 1 ? ([...kinds][0] as LeakForm) : 'mixed';
}

interface Target {
  what: LeakWhat;
  value: string;
  account: string;
  forms: SecretForms;
}

function targetsOf({ credentials, keys = [] }: LeakTargets): Target[] {
  const out: Target[] = [];
  const add = (what: LeakWhat, value: string, account: string) => {
    if (value !== '' && !out.some((o) => o.what === what && o.value === value)) out.push({ what, value, account, forms: secretForms(value, { token: what === 'key' }) });
  };
  for (const c of credentials) {
    const account = keyHint(c.key);
    if (c.mode === 'plain') add('secret', c.secret, account);
    else add('signature', c.signature, account);
    add('key', c.key, account);
  }
  for (const key of keys) add('key', key, keyHint(key));
  return out;
}

/** Every string value of a JSON text (iterative), or none when the text is not JSON. */
function jsonStrings(text: string): string[] {
  const head = text.trimStart()[0];
  if (head !== '{' && head !== '[') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const out: string[] = [];
  const stack: unknown[] = [value];
  // Every node once (linear in the text); no spread: an array of 125,000 elements as arguments overflowed the stack
  // (the 50 MB listing's download, issue 36), and a cap on nodes left the strings past it unread.
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) stack.push(k, x);
  }
  return out;
}

const mayHideDeeper = (s: string) => /[\\%&]/.test(s);

/** One target's occurrences in a text: anywhere for a strong value, only as a credential for a weak one. */
const occurrencesOf = (t: Target, views: TextViews): Occurrence[] => t.forms.find(views, t.forms.weak ? 'as-credential' : 'anywhere');

/**
 * Scans the exact text about to leave. An empty findings list is the "0 found" verdict. A JSON file (an answer file,
 * Postman, OpenAPI) is also scanned string by string after JSON decoding, for what the text's own views do not undo.
 */
export function scanForLeaks(text: string, targets: LeakTargets): LeakVerdict {
  const list = targetsOf(targets);
  const findings = scanLong(text, list);
  const strings = jsonStrings(text);
  if (strings.length > 0) {
    const inner = list.filter((t) => !findings.some((f) => f.what === t.what && f.account === t.account));
    const lines = new TextViews(text);
    // A string with no escape character of its own is in the file escaped once at most: the text's views decoded it.
    for (const s of strings.filter(mayHideDeeper)) {
      for (const f of scanText(new TextViews(s), inner)) {
        // Where the string stands in the file: its JSON spelling, as JSON.stringify wrote it.
        const at = text.indexOf(JSON.stringify(s).slice(1, -1));
        const known = findings.find((k) => k.what === f.what && k.account === f.account && k.form === f.form && k.at === f.at);
        if (known) known.count += f.count;
        else findings.push({ ...f, line: at < 0 ? 1 : lines.lineOf(at) + f.line - 1 });
      }
    }
  }
  return { bytes: new TextEncoder().encode(text).length, lookedFor: list.length, findings };
}

/** A long text is read in pieces of about this many characters (its views hold a copy and a map of each). */
export const LEAK_PIECE_CHARS = 1 << 20;
/** How far back a piece is read for the context of what starts in it (a credential's field, its request line). */
const CONTEXT_CHARS = 4_096;

/**
 * scanText over a long text in pieces cut at a character no value holds (so no written form of one spans a cut), each
 * read with the context before it; what starts in the context is its own piece's. Lines are the whole text's. The views
 * of a 130 MB body held at once took more memory than the tab had (issue 36: the 50 MB listing's download never came).
 */
function scanLong(text: string, list: readonly Target[]): LeakFinding[] {
  const cut = text.length > LEAK_PIECE_CHARS ? cutPattern(list.map((t) => t.value)) : null;
  if (!cut) return scanText(new TextViews(text), list);
  const merged = new Map<string, LeakFinding>();
  let line = 1;
  let counted = 0;
  for (let at = 0; at < text.length; ) {
    cut.lastIndex = at + LEAK_PIECE_CHARS;
    const end = cut.exec(text)?.index ?? text.length;
    const from = at === 0 ? 0 : Math.max(at - CONTEXT_CHARS, text.lastIndexOf('\n', at - 1) + 1);
    for (let nl = text.indexOf('\n', counted); nl !== -1 && nl < from; nl = text.indexOf('\n', nl + 1)) line += 1;
    counted = from;
    const views = new TextViews(text.slice(from, end));
    list.forEach((t, i) => {
      for (const f of scanText(views, [t], at - from)) {
        const key = `${i}|${f.form}|${f.at ?? ''}`;
        const known = merged.get(key);
        if (known) known.count += f.count;
        else merged.set(key, { ...f, line: f.line + line - 1 });
      }
    });
    at = end;
  }
  return [...merged.values()];
}

function scanText(views: TextViews, list: readonly Target[], minStart = 0): LeakFinding[] {
  const findings: LeakFinding[] = [];
  for (const t of list) {
    const byForm = new Map<string, LeakFinding>();
    for (const o of occurrencesOf(t, views)) {
      if (o.start < minStart) continue;
      const form: LeakForm = o.kind === 'plain' ? formOf(views.text.slice(o.start, o.end), t.value) : o.kind;
      const group = `${form}|${o.at ?? ''}`;
      const known = byForm.get(group);
      if (known) known.count += 1;
      else byForm.set(group, { what: t.what, account: t.account, form, line: views.lineOf(o.start), count: 1, ...(o.at === undefined ? {} : { at: o.at }) });
    }
    findings.push(...byForm.values());
  }
  return findings;
}

/**
 * The text with every value the scan finds masked (`*` as long in bytes), but those of the kinds in `keep` (what the
 * user asked to include): what a refused export offers to write instead. A JSON file's string found only after
 * decoding is masked decoded and written back in its JSON spelling.
 */
export function maskLeaks(text: string, targets: LeakTargets, keep: readonly LeakWhat[] = []): string {
  const list = targetsOf(targets).filter((t) => !keep.includes(t.what));
  const views = new TextViews(text);
  let out = maskRanges(text, list.flatMap((t) => occurrencesOf(t, views)));
  for (const s of jsonStrings(out).filter(mayHideDeeper)) {
    const inner = new TextViews(s);
    const found = list.flatMap((t) => occurrencesOf(t, inner));
    if (found.length > 0) out = out.split(JSON.stringify(s).slice(1, -1)).join(JSON.stringify(maskRanges(s, found)).slice(1, -1));
  }
  return out;
}
