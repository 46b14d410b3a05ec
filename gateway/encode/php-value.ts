// How a JSON-like JavaScript value maps onto PHP's types, shared by every PHP-flavoured encoder.

const INT64_LIMIT = 2 ** 63;
const INT64_MIN = -(2 ** 63);

/**
 * PHP keeps integers and floats apart while JavaScript has one number type. A JSON decoder in PHP
 * makes an int of anything integral that fits in 64 bits, so that is the rule here too.
 */
export function isPhpInt(n: number): boolean {
  return Number.isInteger(n) && n >= INT64_MIN && n < INT64_LIMIT;
}

/** Decimal text of an integral number; String() would switch to exponent form past 1e21, never reached below 2^63. */
export function intText(n: number): string {
  return Object.is(n, -0) ? '0' : String(n);
}

export function isIntMin(n: number): boolean {
  return n === INT64_MIN;
}

/**
 * PHP's float text at serialize_precision -1 (php_gcvt with mode 0): the shortest round-trip digits,
 * fixed notation unless the decimal exponent is below -4 or above 17, and then always with a
 * mantissa point ("1.0E+25"). `expChar` is 'E' for serialize/var_export and 'e' for json_encode.
 */
export function phpFloatText(n: number, expChar: 'E' | 'e'): string {
  if (!Number.isFinite(n)) throw new TypeError(`PHP encoders cannot write ${n}`);
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const sign = n < 0 ? '-' : '';
  // toExponential() without an argument gives the shortest digits that round-trip.
  const exp = Math.abs(n).toExponential();
  const ePos = exp.indexOf('e');
  const digits = exp.slice(0, ePos).replace('.', '');
  const decpt = Number(exp.slice(ePos + 1)) + 1;
  if (decpt < 0 ? decpt < -3 : decpt > 17) {
    const e = decpt - 1;
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : `${digits}.0`;
    return `${sign}${mantissa}${expChar}${e < 0 ? '-' : '+'}${Math.abs(e)}`;
  }
  if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
  if (digits.length <= decpt) return sign + digits + '0'.repeat(decpt - digits.length);
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

/**
 * PHP turns a string key that is a canonical decimal integer ("10", "-3"; not "010", "-0", "1.0")
 * within 64 bits into an int key; every PHP encoder must write such keys as ints.
 */
export function phpIntKey(key: string): string | undefined {
  const len = key.length;
  if (len === 0 || len > 20) return undefined;
  const c0 = key.charCodeAt(0);
  if (c0 !== 45 && (c0 < 48 || c0 > 57)) return undefined;
  if (!/^(?:0|-?[1-9][0-9]*)$/.test(key)) return undefined;
  if (len < 18) return key;
  const big = BigInt(key);
  return big >= -(2n ** 63n) && big < 2n ** 63n ? key : undefined;
}

/** Own enumerable keys whose value is not undefined (left out as JSON.stringify does: PHP has no such value). */
export function definedKeys(obj: Record<string, unknown>): string[] {
  const keys = Object.keys(obj);
  for (let i = 0; i < keys.length; i++) {
    if (obj[keys[i] as string] === undefined) return keys.filter((k) => obj[k] !== undefined);
  }
  return keys;
}

/** UTF-8 byte count; a loop beats Buffer.byteLength's call overhead on the many short strings. */
export function utf8Length(s: string): number {
  const len = s.length;
  if (len > 128) return Buffer.byteLength(s, 'utf8');
  let bytes = len;
  for (let i = 0; i < len; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else {
      bytes += 2;
      // A surrogate pair is 2 units and 4 bytes; a lone surrogate is written as U+FFFD (3 bytes).
      if (c <= 0xdbff && c >= 0xd800 && i + 1 < len) {
        const d = s.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) i++;
      }
    }
  }
  return bytes;
}

/** Memoises per-key text: the big listings repeat the same few keys thousands of times. */
export function keyCache(make: (key: string) => string): (key: string) => string {
  const cache = new Map<string, string>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = make(key);
      if (cache.size < 10_000) cache.set(key, text);
    }
    return text;
  };
}

export function unsupported(value: unknown): TypeError {
  return new TypeError(`Cannot encode a value of type ${value === null ? 'null' : typeof value}`);
}
