// The type of a value as a record's shape speaks of it: what the change summary (a baseline's "type changed") and the
// check against the specification both name, and what their words in change-summary-strings.ts are keyed by. Its own
// module so those strings and the summary do not import each other.

export type ShapeType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

export function shapeType(v: unknown): ShapeType {
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'object') return 'object';
  if (typeof v === 'number') return 'number';
  return typeof v === 'boolean' ? 'boolean' : 'string';
}
