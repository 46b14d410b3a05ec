// An answer's record against the specification's record schema (the one the OpenAPI export states): fields it has that
// the specification does not name, fields the specification names that it lacks, and fields of another type.
import { changePhrase, type Change } from '../lib/change-summary';
import { shapeType, type ShapeType } from '../lib/shape-type';
import type { Strings } from '../lib/change-summary-strings';
import { runNow, WorkBudget, type WorkStop } from '../lib/work-budget';
import { UNKNOWN_BASE } from './handoff/handoff-request';
import { openApiDocument } from './handoff/openapi';
import type { Operation } from './types';
import { isHeldAsBytes } from './lazy-description';

/** A field's type without reading a description still held as bytes (lazy-description.ts): that is a string. */
const typeAt = (holder: Record<string, unknown>, key: string): ShapeType => (isHeldAsBytes(holder, key) ? 'string' : shapeType(holder[key]));

/** A field's schema as openapi.ts writes it: a type or a list of types, and an object's own fields. */
interface FieldSchema {
  type?: string | string[];
  properties?: Record<string, FieldSchema>;
}

export type SpecDeviation =
  | { kind: 'added'; field: string; type: ShapeType }
  | { kind: 'missing'; field: string; expected: ShapeType[] }
  | { kind: 'type'; field: string; got: ShapeType; expected: ShapeType[] };

export interface SpecCheck {
  deviations: SpecDeviation[];
  stopped: WorkStop | null;
}

/** Fields looked at before the check stops: a record with a hundred thousand unlisted keys is well inside it. */
export const SPEC_STEP_LIMIT = 200_000;

let records: Record<Operation, FieldSchema> | null = null;
/** The record schemas read from the OpenAPI document itself, so the check and the export can never disagree. */
function recordSchemas(): Record<Operation, FieldSchema> {
  if (!records) {
    const doc = openApiDocument({ baseUrl: UNKNOWN_BASE, companyApiType: 'company', productApiType: 'product' }) as { components: { schemas: Record<string, FieldSchema> } };
    const { CompanyRecord, ProductRecord } = doc.components.schemas;
    if (!CompanyRecord || !ProductRecord) throw new Error('openapi.ts no longer states CompanyRecord and ProductRecord');
    records = { company: CompanyRecord, product: ProductRecord };
  }
  return records;
}

/** JSON Schema types as the shape speaks of them: an integer is a number. */
function typesOf(schema: FieldSchema): ShapeType[] {
  const list = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...new Set(list.map((t) => (t === 'integer' ? 'number' : t) as ShapeType))];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The walk goes only as deep as the specification names fields (a record's top level, seller_info, props_img), so a
 * record nested thousands deep costs no more than its named objects; every key it meets is one step of the budget.
 * null counts as "not given" (a price of -1 is read as null by the normaliser; the raw answer may say null) and is
 * never a wrong type. Unlisted fields the normaliser set aside under `extra` are named by their own name.
 */
export function* specWork(record: unknown, operation: Operation, budget = new WorkBudget('steps', SPEC_STEP_LIMIT)): Generator<void, SpecCheck, void> {
  const deviations: SpecDeviation[] = [];
  const stack: [value: Record<string, unknown>, schema: FieldSchema, prefix: string][] = [];
  if (isObject(record)) {
    const extra = record.extra;
    // The record's own fields and its unlisted ones side by side, copied as properties (a getter stays a getter, unread).
    const top = isObject(extra) && !recordSchemas()[operation].properties?.extra ? Object.defineProperties({}, { ...withoutExtra(Object.getOwnPropertyDescriptors(record)), ...Object.getOwnPropertyDescriptors(extra) }) : record;
    stack.push([top, recordSchemas()[operation], '']);
  } else {
    deviations.push({ kind: 'type', field: '', got: shapeType(record), expected: ['object'] });
  }
  while (stack.length > 0) {
    const [value, schema, prefix] = stack.pop() as (typeof stack)[number];
    const named = schema.properties ?? {};
    const nested: (typeof stack)[number][] = [];
    for (const [key, field] of Object.entries(named)) {
      if (!budget.spend()) return { deviations, stopped: budget.stop };
      const expected = typesOf(field);
      if (!Object.hasOwn(value, key)) {
        deviations.push({ kind: 'missing', field: prefix + key, expected });
        continue;
      }
      const got = typeAt(value, key);
      if (got !== 'null' && expected.length > 0 && !expected.includes(got)) deviations.push({ kind: 'type', field: prefix + key, got, expected });
      else if (got === 'object' && field.properties) nested.push([value[key] as Record<string, unknown>, field, `${prefix}${key}.`]);
    }
    for (const key of Object.keys(value)) {
      if (!budget.spend()) return { deviations, stopped: budget.stop };
      if (budget.spent % 512 === 0) yield;
      if (!Object.hasOwn(named, key)) deviations.push({ kind: 'added', field: prefix + key, type: typeAt(value, key) });
    }
    // Nested objects after this level's fields, in the record's order.
    for (let i = nested.length - 1; i >= 0; i -= 1) stack.push(nested[i] as (typeof stack)[number]);
  }
  return { deviations, stopped: null };
}

function withoutExtra(fields: PropertyDescriptorMap): PropertyDescriptorMap {
  const { extra: _extra, ...rest } = fields;
  return rest;
}

/** The check at once (one record of ordinary size, tests). */
export function checkAgainstSpec(record: unknown, operation: Operation, budget?: WorkBudget): SpecCheck {
  return runNow(specWork(record, operation, budget));
}

/** Most deviations the line names; the rest are counted. */
export const SAID_DEVIATIONS = 8;

/** The line's words: "new field stock (number); price is a string (specification: number)". */
export function saySpecCheck(check: SpecCheck, S: Strings, count: (n: number) => string, most = SAID_DEVIATIONS): string {
  const either = (types: ShapeType[]) => types.map((t) => S.specTypes[t]).join(S.or);
  const phrases = check.deviations.slice(0, most).map((d) => {
    if (d.kind === 'added') return changePhrase({ kind: 'added', field: d.field, type: d.type } satisfies Change, S, count);
    if (d.kind === 'missing') return S.specMissing(d.field, either(d.expected));
    return S.specType(d.field, S.specTypes[d.got], either(d.expected));
  });
  if (check.deviations.length > most) phrases.push(S.more(count(check.deviations.length - most)));
  if (check.stopped) phrases.push(S.stopped(count(check.stopped.limit)));
  return phrases.join(S.separator);
}
