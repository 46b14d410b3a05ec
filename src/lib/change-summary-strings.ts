// The words of a change summary ("price 46.5 → 49; title changed; 3 pictures added") in English; the Chinese twin is
// change-summary-strings.zh.ts. Shared: a listing's baseline and its batch change report say changes the same way.
import type { ShapeType } from './shape-type';

export const en = {
  /** Lists people know by a name of their own: counted in that name ("3 pictures added"). */
  lists: {
    item_imgs: ['picture', 'pictures'],
    desc_img: ['description picture', 'description pictures'],
    'props_img.prop_img': ['property picture', 'property pictures'],
    props_img: ['property picture', 'property pictures'],
    props: ['property', 'properties'],
    priceRange: ['price range', 'price ranges'],
    shop_item: ['shop item', 'shop items'],
    relate_items: ['related item', 'related items'],
  } as Record<string, readonly [one: string, other: string]>,
  grew: (n: string, noun: string) => `${n} ${noun} added`,
  shrank: (n: string, noun: string) => `${n} ${noun} removed`,
  /** Any other list, by its field: "tags: 2 added". */
  grewIn: (n: string, field: string) => `${field}: ${n} added`,
  shrankIn: (n: string, field: string) => `${field}: ${n} removed`,
  value: (field: string, before: string, after: string) => `${field} ${before} → ${after}`,
  changed: (field: string) => `${field} changed`,
  listChanged: (what: string) => `${what} changed`,
  fieldAdded: (field: string, type: string) => `new field ${field} (${type})`,
  fieldRemoved: (field: string, type: string) => `field ${field} (${type}) gone`,
  typeChanged: (field: string, before: string, after: string) => `${field} is now ${after} (was ${before})`,
  types: { string: 'text', number: 'number', boolean: 'true/false', null: 'null', array: 'list', object: 'object' } satisfies Record<ShapeType, string>,
  /** Between changes in one line. */
  separator: '; ',
  /** An answer's record against the specification's schema (src/api/spec-shape.ts), after the baseline line. */
  against: (what: string) => `Against the specification: ${what}`,
  specMissing: (field: string, type: string) => `no ${field} (${type})`,
  specType: (field: string, got: string, expected: string) => `${field} is ${got} (specification: ${expected})`,
  /** Types with their article, as a sentence says them ("price is a string"). */
  specTypes: { string: 'a string', number: 'a number', boolean: 'true/false', null: 'null', array: 'a list', object: 'an object' } satisfies Record<ShapeType, string>,
  /** Between the types a field may take ("a number or a string"). */
  or: ' or ',
  more: (n: string) => `and ${n} more`,
  /** The walk reached its budget (change-summary.ts SUMMARY_STEP_LIMIT): what it found is said, the rest was not read. */
  stopped: (limit: string) => `compared the first ${limit} values only`,
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../i18n/catalogs' {
  interface Catalogs {
    changes: Strings;
  }
}
