// Small seeded random source so every listing is generated lazily and identically on each call.

export type DataLang = 'cn' | 'en' | 'ru';

/** A phrase in cn, en and ru: the same pick reads consistently in every language. */
export type Tr = readonly [cn: string, en: string, ru: string];

const LANG_INDEX: Record<DataLang, 0 | 1 | 2> = { cn: 0, en: 1, ru: 2 };

export function tr(phrase: Tr, lang: DataLang): string {
  return phrase[LANG_INDEX[lang]];
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough for test data; the seed alone fixes the sequence. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(list: readonly T[]): T {
      const item = list[int(0, list.length - 1)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** A price in yuan with cents that is never a whole number, so PHP encoders keep it a float. */
export function money(value: number): number {
  const cents = Math.max(1, Math.round(value * 100));
  return (cents % 100 === 0 ? cents - 10 : cents) / 100;
}
