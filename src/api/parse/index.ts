// Body parsers for every result_type: one entry point that never throws, plus the per-format parsers it uses.
import { ParseError } from './parse-error';
import { parseJson } from './json';
import { parsePhpSerialize } from './php-serialize';
import { parsePhpVarExport } from './php-var-export';
import { parsePhpPrintR } from './php-print-r';
import { parseXml } from './xml-convention';
import { sniffFormat, type BodyFormat } from './sniff';
import { findFrame, noiseAround } from './envelope-frame';

export { ParseError } from './parse-error';
export { parseJson } from './json';
export { parsePhpSerialize } from './php-serialize';
export { parsePhpVarExport } from './php-var-export';
export { parseXml } from './xml-convention';
export { parsePhpPrintR, PRINT_R_LOSSES } from './php-print-r';
export { parseXmlTree, type XmlNode } from './xml-tree';
export { sniffFormat, type BodyFormat } from './sniff';

/** Non-blank characters of other text (PHP warnings, a stray `}`) found around the envelope and left out. */
export interface BodyNoise {
  before: number;
  after: number;
}

export type ParseResult =
  | { ok: true; value: unknown; format: BodyFormat; noise?: BodyNoise }
  | { ok: false; message: string; position: number; format: BodyFormat };

const FORMAT_OF_RESULT_TYPE: Record<string, BodyFormat> = {
  json: 'json',
  jsonu: 'json',
  xml: 'xml',
  serialize: 'serialize',
  var_export: 'var_export',
  // Not a result_type of the API: Inspect reads pasted print_r dumps too.
  print_r: 'print_r',
};

const PARSERS: Record<BodyFormat, (text: string) => unknown> = {
  json: parseJson,
  xml: parseXml,
  serialize: parsePhpSerialize,
  var_export: parsePhpVarExport,
  print_r: parsePhpPrintR,
};

function attempt(text: string, format: BodyFormat): ParseResult {
  try {
    return { ok: true, value: PARSERS[format](text), format };
  } catch (error) {
    // The parsers only throw ParseError; anything else (a stack overflow in a small worker stack) is still reported, not thrown.
    if (error instanceof ParseError) return { ok: false, message: error.message, position: error.position, format };
    return { ok: false, message: `${format}: ${error instanceof Error ? error.message : String(error)}`, position: 0, format };
  }
}

/**
 * Parses a body of the given result_type ('json' | 'jsonu' | 'xml' | 'serialize' | 'var_export', or 'print_r'). Never throws.
 * When the body does not parse as asked but its start looks like another format (servers often answer
 * errors in JSON whatever was asked), that format is tried and `format` says which one parsed. An
 * unknown result_type is sniffed. A body with other text around the envelope (PHP warnings, a stray `}`)
 * is read from the envelope alone and `noise` says how much was left out. A failure reports the error of
 * the format asked for.
 */
export function parseBody(text: string, resultType: string): ParseResult {
  const asked = Object.hasOwn(FORMAT_OF_RESULT_TYPE, resultType) ? FORMAT_OF_RESULT_TYPE[resultType] : undefined;
  const sniffed = sniffFormat(text);
  if (asked === undefined) {
    if (sniffed !== 'unknown') return attempt(text, sniffed);
    return framed(text, ['json', 'xml', 'serialize', 'var_export', 'print_r']) ?? { ok: false, message: `unknown result_type '${resultType}' and the body does not look like JSON, XML, serialize, var_export or print_r`, position: 0, format: 'json' };
  }
  const first = attempt(text, asked);
  if (first.ok) return first;
  if (sniffed !== 'unknown' && sniffed !== asked) {
    const other = attempt(text, sniffed);
    if (other.ok) return other;
  }
  const formats = [asked, ...(['json', 'xml', 'serialize', 'var_export', 'print_r'] as const).filter((f) => f !== asked)];
  return framed(text, formats) ?? first;
}

function looksLikeEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return ['error_code', 'item', 'error', 'reason'].some((k) => Object.hasOwn(value, k));
}

/** The envelope inside other text, in the first of `formats` that reads; null when none does. */
function framed(text: string, formats: readonly BodyFormat[]): ParseResult | null {
  let value: unknown;
  const frame = findFrame(text, formats, (slice, format) => {
    const r = attempt(slice, format);
    // Only an envelope counts: an inner object of a truncated body parses too, and must stay a failure.
    if (!r.ok || !looksLikeEnvelope(r.value)) return false;
    value = r.value;
    return true;
  });
  if (!frame) return null;
  return { ok: true, value, format: frame.format, noise: noiseAround(text, frame) };
}
