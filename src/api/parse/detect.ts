// Names the format of a body nobody asked for (a pasted or dropped one): the five result_types and print_r.
import { afterPhpMessages } from './envelope-frame';
import { sniffFormat } from './sniff';

export const INSPECT_FORMATS = ['json', 'jsonu', 'xml', 'serialize', 'var_export', 'print_r'] as const;
export type InspectFormat = (typeof INSPECT_FORMATS)[number];

/** Only the start is sniffed; jsonu is told from json by raw non-ASCII text within the first 64 KiB (json escapes it). */
export function detectFormat(text: string): InspectFormat | null {
  let format = sniffFormat(text);
  // A body that opens with PHP warnings (whose `<br />` reads as XML) is named by what follows them.
  const from = afterPhpMessages(text);
  if (from > 0 || format === 'unknown') {
    const rest = sniffFormat(text.slice(from, from + 4096));
    if (rest !== 'unknown') format = rest;
  }
  if (format === 'unknown') return null;
  if (format === 'json') return /[^\u0000-\u007f\ufeff]/.test(text.slice(0, 65_536)) ? 'jsonu' : 'json';
  return format;
}
