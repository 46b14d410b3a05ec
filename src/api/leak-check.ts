// The last look before anything leaves the browser (a file, the clipboard, a print): the exact text about to be written is
// scanned for the secret, key and signature of every credential the tab holds, in every written form the masking knows
// (secretPattern in mask-secret.ts: literal, JSON \uXXXX and \/, XML/HTML entities, var_export \' and \\, percent-encoding,
// + for a space, mixed; a PHP serialize body writes strings literally). A finding names where and in which form, never the value.
import { keyHint, MIN_MASKED, secretPattern } from './mask-secret';
import type { Credentials } from './types';

export type LeakWhat = 'secret' | 'key' | 'signature';
/** How the value was written where it was found. */
export type LeakForm = 'literal' | 'url-encoded' | 'json-escaped' | 'html-entities' | 'backslash-escaped' | 'mixed';

export interface LeakFinding {
  what: LeakWhat;
  /** Which credential: its key as a hint (two characters), never more. */
  account: string;
  form: LeakForm;
  /** 1-based line of the first occurrence in this form. */
  line: number;
  count: number;
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
  const kinds = new Set<LeakForm>();
  if (/%[0-9a-fA-F]{2}/.test(found) || (found.includes('+') && !value.includes('+'))) kinds.add('url-encoded');
  if (/\\u[0-9a-fA-F]{4}/.test(found)) kinds.add('json-escaped');
  if (/&(?:#\d+|#[xX][0-9a-fA-F]+|[a-z]+);/.test(found)) kinds.add('html-entities');
  if (/\\[/"'\\]/.test(found)) kinds.add('backslash-escaped');
  return kinds.size === 1 ? ([...kinds][0] as LeakForm) : kinds.size === 0 ? 'literal' : 'mixed';
}

interface Target {
  what: LeakWhat;
  value: string;
  account: string;
  /** Keys are matched as whole tokens (as the masking masks them): "demo" in "demonstration" is not the key. */
  token: boolean;
}

function targetsOf({ credentials, keys = [] }: LeakTargets): Target[] {
  const out: Target[] = [];
  const add = (t: Target) => {
    // Shorter values are not masked as bare words either (MIN_MASKED): "ab" would be found everywhere.
    if (t.value.length >= MIN_MASKED && !out.some((o) => o.what === t.what && o.value === t.value)) out.push(t);
  };
  for (const c of credentials) {
    const account = keyHint(c.key);
    if (c.mode === 'plain') add({ what: 'secret', value: c.secret, account, token: false });
    else add({ what: 'signature', value: c.signature, account, token: false });
    add({ what: 'key', value: c.key, account, token: true });
  }
  for (const key of keys) add({ what: 'key', value: key, account: keyHint(key), token: true });
  return out;
}

/** A key starts a token after a non-word character, the start, or an escape that ends in a letter (`%3D`, `\u003d`, `&amp;`). */
const TOKEN_START = String.raw`(?<=^|[^\w-]|%[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|&#?[0-9a-zA-Z]+;)`;

/** …and ends before anything but a word character or a hyphen, written plainly or escaped (`demo%2Dsecret` is not the key `demo`). */
const TOKEN_END = String.raw`(?![\w-]|%2[dD]|%5[fF]|\\u00(?:2[dD]|5[fF])|&#(?:45|95|[xX]2[dD]|[xX]5[fF]);)`;

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Every string value of a JSON text (iterative, bounded), or none when the text is not JSON. */
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
  for (let n = 0; stack.length > 0 && n < 1_000_000; n += 1) {
    const v = stack.pop();
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) stack.push(k, x);
  }
  return out;
}

/**
 * Scans the exact text about to leave. An empty findings list is the "0 found" verdict. A JSON file (an answer file,
 * Postman, OpenAPI) is also scanned string by string after JSON decoding: a body that escapes the secret (`\u0064…`)
 * is escaped once more inside a JSON string (`\\u0064…`), a form no single pattern matches.
 */
export function scanForLeaks(text: string, targets: LeakTargets): LeakVerdict {
  const list = targetsOf(targets);
  const findings = scanTexts(text, list);
  const strings = jsonStrings(text);
  if (strings.length > 0) {
    const inner = list.filter((t) => !findings.some((f) => f.what === t.what && f.account === t.account));
    for (const s of strings) {
      for (const f of scanTexts(s, inner)) {
        // Where the string stands in the file: its JSON spelling, as JSON.stringify wrote it.
        const at = text.indexOf(JSON.stringify(s).slice(1, -1));
        const known = findings.find((k) => k.what === f.what && k.account === f.account && k.form === f.form);
        if (known) known.count += f.count;
        else findings.push({ ...f, line: at < 0 ? 1 : lineAt(text, at) + f.line - 1 });
      }
    }
  }
  return { bytes: new TextEncoder().encode(text).length, lookedFor: list.length, findings };
}

function scanTexts(text: string, list: readonly Target[]): LeakFinding[] {
  const findings: LeakFinding[] = [];
  for (const t of list) {
    const any = secretPattern(t.value).source;
    const re = new RegExp(t.token ? `${TOKEN_START}${any}${TOKEN_END}` : any, 'g');
    const byForm = new Map<LeakForm, LeakFinding>();
    for (const m of text.matchAll(re)) {
      const form = formOf(m[0], t.value);
      const known = byForm.get(form);
      if (known) known.count += 1;
      else byForm.set(form, { what: t.what, account: t.account, form, line: lineAt(text, m.index), count: 1 });
    }
    findings.push(...byForm.values());
  }
  return findings;
}
