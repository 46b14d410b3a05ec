// Turns PHP arrays and objects into plain JS values the way PHP's json_encode would shape them.

/**
 * Sets an own property even for "__proto__", which plain assignment would treat as the prototype
 * (JSON.parse makes it an ordinary key, so every format must too).
 */
export function setKey(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/**
 * A PHP array whose keys are exactly 0..n-1 in order is a list (json_encode prints `[...]`);
 * anything else is an object with string keys. Keys arrive as strings: PHP stores decimal-integer
 * strings as int keys, so comparing with the index string matches PHP's own rule.
 */
export function phpArrayValue(keys: string[], values: unknown[]): unknown[] | Record<string, unknown> {
  let isList = true;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== String(i)) {
      isList = false;
      break;
    }
  }
  if (isList) return values;
  return phpObjectValue(keys, values);
}

/** An object (stdClass) stays an object even when its keys happen to be 0..n-1, as json_encode does. */
export function phpObjectValue(keys: string[], values: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) setKey(out, keys[i] as string, values[i]);
  return out;
}

/** PHP prints int keys canonically, but "-0" or "007" would be ints 0 and 7 to PHP: normalise so the list rule holds. */
export function intKeyString(digits: string): string {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? String(n) : digits;
}
