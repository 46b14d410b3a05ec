// How a place in a parsed value is written as a JSONPath: RFC 9535's normalized path and the dotted form people type.
// Kept apart from the query engine so the tree's "Copy $ path" does not load it.

/** RFC 9535 §2.7: single quotes, \\ and \' escaped, control characters as \b \f \n \r \t or \u00xx. */
export function normalizedName(name: string): string {
  let out = '';
  for (const ch of name) {
    const code = ch.charCodeAt(0);
    if (ch === "'") out += "\\'";
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `'${out}'`;
}

export function normalizedPath(keys: readonly (string | number)[]): string {
  return `$${keys.map((k) => `[${typeof k === 'number' ? k : normalizedName(k)}]`).join('')}`;
}

/** One step of the dotted form: `.name` where the name is a member-name shorthand, else `['odd key']`, `[3]` for an index. */
export function dottedStep(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  return /^[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*$/.test(key) ? `.${key}` : `[${normalizedName(key)}]`;
}

export function dottedPath(keys: readonly (string | number)[]): string {
  return `$${keys.map(dottedStep).join('')}`;
}

