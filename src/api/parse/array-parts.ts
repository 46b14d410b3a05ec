// A parsed tree's long arrays, sent from the parse worker apart from the tree (issue 36). Taking a structured clone is
// one task on the receiving thread whatever its size: the 20 MB listing's tree (four arrays of 20,000 elements) held the
// page 64–91 ms. The worker takes each long array out of the tree (an empty one left in its place) and sends its
// elements in runs; the page puts them back before it reads the tree, so every reader sees the tree as parsed.

/** Keys and indexes from the root to an array. */
export type ArrayPath = (string | number)[];

/** Arrays of more than this many elements travel apart, in runs of this many. */
export const PART_ELEMENTS = 2_000;
/** Long arrays are looked for this deep (the listing's are at item.x and item.props_img.prop_img). */
const MAX_DEPTH = 6;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Takes every array longer than `min` out of `tree` (an empty array left in its place) and returns them, in tree order. */
export function detachLongArrays(tree: unknown, min: number = PART_ELEMENTS): { path: ArrayPath; array: unknown[] }[] {
  const out: { path: ArrayPath; array: unknown[] }[] = [];
  const visit = (holder: Record<string, unknown> | unknown[], path: ArrayPath, depth: number) => {
    const keys: (string | number)[] = Array.isArray(holder) ? holder.map((_, i) => i) : Object.keys(holder);
    for (const key of keys) {
      const value = (holder as Record<string | number, unknown>)[key];
      if (!isObject(value)) continue;
      if (Array.isArray(value) && value.length > min) {
        out.push({ path: [...path, key], array: value });
        (holder as Record<string | number, unknown>)[key] = [];
      } else if (depth < MAX_DEPTH && (!Array.isArray(value) || value.length <= 64)) {
        visit(value as Record<string, unknown>, [...path, key], depth + 1);
      }
    }
  };
  if (isObject(tree)) visit(tree as Record<string, unknown>, [], 1);
  return out;
}

/** The runs an array is sent in. */
export function runsOf(array: readonly unknown[], size: number = PART_ELEMENTS): unknown[][] {
  const runs: unknown[][] = [];
  for (let at = 0; at < array.length; at += size) runs.push(array.slice(at, at + size));
  return runs;
}

export const pathKey = (path: ArrayPath): string => JSON.stringify(path);

/**
 * Puts the arrays back where `paths` say (each the elements received for it, in order). False when a path does not lead
 * to the empty array the worker left (the answer is then not this tree's, and the caller treats the worker as failed).
 */
export function attachArrays(tree: unknown, paths: readonly ArrayPath[], received: ReadonlyMap<string, unknown[]>): boolean {
  for (const path of paths) {
    let holder: unknown = tree;
    for (const key of path.slice(0, -1)) holder = isObject(holder) ? (holder as Record<string | number, unknown>)[key] : undefined;
    const last = path[path.length - 1];
    if (!isObject(holder) || last === undefined) return false;
    const place = (holder as Record<string | number, unknown>)[last];
    if (!Array.isArray(place) || place.length !== 0) return false;
    (holder as Record<string | number, unknown>)[last] = received.get(pathKey(path)) ?? [];
  }
  return true;
}
