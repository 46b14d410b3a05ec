// Body parsers for every result_type: one entry point that never throws, plus the per-format parsers it uses.
import { ParseError } from './parse-error';
import { parseJson } from './json';
import { parsePhpSerialize } from './php-serialize';
import { parsePhpVarExport } from './php-var-export';
import { parseXml } from './xml-convention';
import { sniffFormat, type BodyFormat } from './sniff';

export { ParseError } from './parse-error';
export { parseJson } from './json';
export { parsePhpSerialize } from './php-serialize';
export { parsePhpVarExport } from './php-var-export';
export { parseXml } from './xml-convention';
export { parseXmlTree, type XmlNode } from './xml-tree';
export { sniffFormat, type BodyFormat } from './sniff';

export type ParseResult =
  | { ok: true; value: unknown; format: BodyFormat }
  | { ok: false; message: string; position: number; format: BodyFormat };

const FORMAT_OF_RESULT_TYPE: Record<string, BodyFormat> = {
  json: 'json',
  jsonu: 'json',
  xml: 'xml',
  serialize: 'serialize',
  var_export: 'var_export',
};

const PARSERS: Record<BodyFormat, (text: string) => unknown> = {
  json: parseJson,
  xml: parseXml,
  serialize: parsePhpSerialize,
  var_export: parsePhpVarExport,
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
 * Parses a body of the given result_type ('json' | 'jsonu' | 'xml' | 'serialize' | 'var_export'). Never throws.
 * When the body does not parse as asked but its start looks like another format (servers often answer
 * errors in JSON whatever was asked), that format is tried and `format` says which one parsed. An
 * unknown result_type is sniffed. A failure reports the error of the format asked for.
 */
export function parseBody(text: string, resultType: string): ParseResult {
  const asked = Object.hasOwn(FORMAT_OF_RESULT_TYPE, resultType) ? FORMAT_OF_RESULT_TYPE[resultType] : undefined;
  const sniffed = sniffFormat(text);
  if (asked === undefined) {
    if (sniffed !== 'unknown') return attempt(text, sniffed);
    return { ok: false, message: `unknown result_type '${resultType}' and the body does not look like JSON, XML, serialize or var_export`, position: 0, format: 'json' };
  }
  const first = attempt(text, asked);
  if (first.ok || sniffed === 'unknown' || sniffed === asked) return first;
  const other = attempt(text, sniffed);
  return other.ok ? other : first;
}
