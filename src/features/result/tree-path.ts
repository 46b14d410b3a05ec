// How the tree names a value's place for "Copy path": item.props[3].value, or ["odd key"] where a key is no identifier.

export function childPath(parent: string, key: string, inArray: boolean): string {
  if (inArray) return `${parent}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** What "Copy value" puts on the clipboard: a string as itself, anything else as JSON. */
export function copiedValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}
