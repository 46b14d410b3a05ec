// Body encoders of the reference gateway: one per result_type, mimicking what the PHP service prints.
import { jsonEncode } from './json';
import { phpSerialize } from './php-serialize';
import { phpVarExport } from './php-var-export';
import { toXml } from './xml';

export { jsonEncode, phpSerialize, phpVarExport, toXml };

export type ResultType = 'json' | 'jsonu' | 'xml' | 'serialize' | 'var_export';

export const RESULT_TYPES: readonly ResultType[] = ['json', 'jsonu', 'xml', 'serialize', 'var_export'];

const JSON_TYPE = 'application/json; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/**
 * Encodes a plain JSON-like value (objects, arrays, strings, finite numbers, booleans, null). `reuse`: a read-only
 * object inside the value (a cached answer's record) whose text is kept for the next body that holds it.
 */
export function encodeBody(value: unknown, resultType: ResultType, reuse?: object): { body: string; contentType: string } {
  switch (resultType) {
    case 'json':
      return { body: jsonEncode(value, { escapeUnicode: true, reuse }), contentType: JSON_TYPE };
    case 'jsonu':
      return { body: jsonEncode(value, { escapeUnicode: false, reuse }), contentType: JSON_TYPE };
    case 'xml':
      return { body: toXml(value, reuse), contentType: XML_TYPE };
    case 'serialize':
      return { body: phpSerialize(value, reuse), contentType: TEXT_TYPE };
    case 'var_export':
      return { body: phpVarExport(value, reuse), contentType: TEXT_TYPE };
  }
}
