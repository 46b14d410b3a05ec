// The "lenient field" toolkit: every rule for accepting real-world variance lives here, the schemas only name fields.
import { z } from '../../lib/zod';
import { deviationColumns, en, type DeviationAction, type DeviationText, type ExpectedId, type GotText } from '../strings';
import type { Deviation } from '../types';

/** One deviation: the English columns for tests and the default interface, the same as data for any language. */
export function deviation(path: string, text: DeviationText): Deviation {
  return { path, ...deviationColumns(text, en), text };
}

/**
 * Collects deviations of one response. The same deviation on many array elements (5,000 item_imgs given as
 * strings) is reported once with a count, so a big listing cannot flood the list.
 */
export class DeviationSink {
  private readonly entries = new Map<string, { text: DeviationText; path: string; count: number }>();

  add(path: string, expected: ExpectedId, got: GotText, action: DeviationAction): void {
    const key = `${path}\u0000${expected}\u0000${JSON.stringify(action)}`;
    const entry = this.entries.get(key);
    if (entry) entry.count += 1;
    else this.entries.set(key, { path, text: { expected, got, action }, count: 1 });
  }

  list(): Deviation[] {
    return [...this.entries.values()].map(({ path, text, count }) => deviation(path, count === 1 ? text : { ...text, more: count - 1 }));
  }
}

/** Whether a missing field is itself a deviation: only for fields the specification lists for that response. */
export type Presence = 'expected' | 'optional';

/** Short description of a received value for Deviation.got. */
export function describeValue(value: unknown): GotText {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return { id: 'list', length: value.length };
  if (typeof value === 'string') return { id: 'string', quoted: JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) };
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number' || typeof value === 'bigint') return { id: 'number', value: String(value) };
  if (typeof value === 'boolean') return { id: 'boolean', value: String(value) };
  return 'otherType';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Index path of array elements: one pattern for all of them, so the sink can group them. */
export function elementPath(path: string): string {
  return `${path}[*]`;
}

function missing(sink: DeviationSink, path: string, presence: Presence, expected: ExpectedId): void {
  if (presence === 'expected') sink.add(path, expected, 'nothing', 'missing');
}

// ---- plain converters (also used for array elements, which have no zod object around them) ----

/** A string field: numbers/booleans become text, null or a structure becomes "" (each reported). */
export function toText(sink: DeviationSink, path: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    sink.add(path, 'string', describeValue(value), 'convertedToString');
    return String(value);
  }
  sink.add(path, 'string', describeValue(value), 'treatedAsEmpty');
  return '';
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A number field: numeric strings ("12.50", XML text) become numbers; with `unit`, a trailing unit
 * ("0.312s") is dropped. `quietStrings` is for fields the specification itself types "String or Number".
 */
export function toNumber(sink: DeviationSink, path: string, value: unknown, opts: { unit?: string; quietStrings?: boolean } = {}): number | null {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    sink.add(path, 'number', describeValue(value), 'treatedAsEmpty');
    return null;
  }
  if (typeof value === 'string') {
    let text = value.trim();
    let action: DeviationAction = 'convertedToNumber';
    if (opts.unit !== undefined && text.toLowerCase().endsWith(opts.unit)) {
      text = text.slice(0, -opts.unit.length).trim();
      action = { id: 'unitRemoved', unit: opts.unit };
    }
    if (NUMERIC.test(text)) {
      if (!(opts.quietStrings === true && text === value.trim())) sink.add(path, 'number', describeValue(value), action);
      return Number(text);
    }
  }
  if (typeof value === 'boolean') {
    sink.add(path, 'number', describeValue(value), 'convertedToNumber');
    return value ? 1 : 0;
  }
  sink.add(path, 'number', describeValue(value), 'treatedAsEmpty');
  return null;
}

/**
 * A list field. PHP-style encodings (serialize, var_export, some XML) turn lists into objects keyed
 * "0","1",…: those are read back as lists. An empty object for an empty list is an encoding artefact
 * (PHP cannot tell [] from {}), so it is not reported.
 */
export function toList(sink: DeviationSink, path: string, value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return [];
    if (keys.every((k, i) => k === String(i))) return keys.map((k) => value[k]);
    sink.add(path, 'list', describeValue(value), 'objectValuesAsList');
    return Object.values(value);
  }
  sink.add(path, 'list', describeValue(value), 'treatedAsEmpty');
  return [];
}

/** An object field; an empty list is the same PHP artefact as above and is not reported. */
export function toObject(sink: DeviationSink, path: string, value: unknown): Record<string, unknown> {
  if (isPlainObject(value)) return value;
  if (Array.isArray(value) && value.length === 0) return {};
  sink.add(path, 'object', describeValue(value), 'treatedAsEmpty');
  return {};
}

// ---- zod field schemas: a field that is absent arrives as undefined and is handled here too ----

/** Wraps a converter as a zod schema that accepts anything (so a field can never fail the parse). */
function field<T>(convert: (value: unknown) => T): z.ZodMiniType<T> {
  return z.pipe(z.optional(z.unknown()), z.transform(convert)) as unknown as z.ZodMiniType<T>;
}

export function createLenient(sink: DeviationSink) {
  return {
    sink,
    /** string; absent → "" */
    string: (path: string, presence: Presence) =>
      field((v) => {
        if (v === undefined) {
          missing(sink, path, presence, 'string');
          return '';
        }
        return toText(sink, path, v);
      }),
    /** string; absent → undefined */
    optString: (path: string, presence: Presence) =>
      field((v) => {
        if (v === undefined) {
          missing(sink, path, presence, 'string');
          return undefined;
        }
        return toText(sink, path, v);
      }),
    /** number; absent or unreadable → null */
    number: (path: string, presence: Presence) =>
      field((v) => {
        if (v === undefined) {
          missing(sink, path, presence, 'number');
          return null;
        }
        return toNumber(sink, path, v);
      }),
    /** number; absent or unreadable → undefined */
    optNumber: (path: string, presence: Presence, opts: { unit?: string; quietStrings?: boolean } = {}) =>
      field((v) => {
        if (v === undefined) {
          missing(sink, path, presence, 'number');
          return undefined;
        }
        return toNumber(sink, path, v, opts) ?? undefined;
      }),
    /** list, each element through `element` (absent → []) */
    list: <T = unknown>(path: string, presence: Presence, element?: (value: unknown, path: string) => T | undefined) =>
      field((v): T[] => {
        if (v === undefined) {
          missing(sink, path, presence, 'list');
          return [];
        }
        const list = toList(sink, path, v);
        if (!element) return list as T[];
        const out: T[] = [];
        for (const item of list) {
          const converted = element(item, elementPath(path));
          if (converted !== undefined) out.push(converted);
        }
        return out;
      }),
    /** anything, kept as received (absent → undefined) */
    raw: (path: string, presence: Presence) =>
      field((v) => {
        if (v === undefined) missing(sink, path, presence, 'value');
        return v;
      }),
    /** a custom rule for one field (absent is reported by the caller's `presence`) */
    custom: <T>(path: string, presence: Presence, expected: ExpectedId, convert: (value: unknown) => T, absent: T) =>
      field((v): T => {
        if (v === undefined) {
          missing(sink, path, presence, expected);
          return absent;
        }
        return convert(v);
      }),
    /** a nested object with its own lenient fields; keys it does not list are kept as received */
    object: <S extends z.core.$ZodLooseShape>(path: string, presence: Presence, shape: S) => {
      const inner = z.object(shape);
      return field((v) => {
        if (v === undefined) missing(sink, path, presence, 'object');
        const source = v === undefined ? {} : toObject(sink, path, v);
        return { ...splitExtra(source, shape).extra, ...inner.parse(source) } as z.output<typeof inner>;
      });
    },
  };
}

export type Lenient = ReturnType<typeof createLenient>;

/** Separates the keys a schema lists from the rest, which the caller keeps in `extra`. */
export function splitExtra(source: Record<string, unknown>, shape: object): { extra: Record<string, unknown> } {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(source)) if (!Object.hasOwn(shape, k)) extra[k] = v;
  return { extra };
}

/**
 * Unknown keys are kept in `extra` and reported once per object (not once per key), so a record rich in
 * fields the specification does not list stays readable while nothing is dropped silently.
 */
export function reportExtra(sink: DeviationSink, path: string, extra: Record<string, unknown>): void {
  const keys = Object.keys(extra);
  if (keys.length === 0) return;
  const shown = keys.slice(0, 8).join(', ') + (keys.length > 8 ? ', …' : '');
  sink.add(path, 'listedFieldsOnly', { id: 'otherKeys', count: keys.length, shown }, 'keptInExtra');
}
