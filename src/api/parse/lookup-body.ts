// The lookup path's body reader: a JSON body asked as json/jsonu is read in place; any other body (another format, a
// JSON body that does not read, one with a PHP warning around it) loads the readers of every format first. The XML
// and PHP readers are ~7 KiB gzip that the page otherwise fetched before its first lookup, for an answer that is JSON
// by default. Inspect, History and the worker read bodies with parseBody itself (./index), which holds them all.
import { parseJson } from './json';
import { ParseError } from './parse-error';
import { sniffFormat } from './sniff';
import type { ParseResult } from './index';

/** Every format's reader, loaded once (a module import) when a body needs more than JSON.parse. */
const allReaders = () => import('./index');

/** Reads a body as parseBody does (same results), loading the non-JSON readers only when this body needs them. */
export async function parseLookupBody(text: string, resultType: string): Promise<ParseResult> {
  if ((resultType === 'json' || resultType === 'jsonu') && sniffFormat(text) === 'json') {
    try {
      return { ok: true, value: parseJson(text), format: 'json' };
    } catch (error) {
      // Not valid JSON as it stands: parseBody tries the other formats and a frame around the envelope.
      if (!(error instanceof ParseError)) throw error;
    }
  }
  const { parseBody } = await allReaders();
  return parseBody(text, resultType);
}
