// The bench's summary of repeated runs: median and range, as every section prints them.

export interface Stat {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

/** The value a fraction q of the way through sorted values, between neighbours (q = 0.5: the median). */
export function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  return sorted[lo]! + (sorted[Math.ceil(pos)]! - sorted[lo]!) * (pos - lo);
}

export const ascending = (values: number[]): number[] => [...values].sort((a, b) => a - b);

export function stat(values: number[]): Stat {
  const sorted = ascending(values);
  return { median: quantile(sorted, 0.5), min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: values.map((v) => Math.round(v * 10) / 10) };
}

export const fmt = (s: Stat, unit: string, digits = 0): string => `${s.median.toFixed(digits)} ${unit} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`;
