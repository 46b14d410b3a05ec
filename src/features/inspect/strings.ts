// Every label and message of the Inspect view in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
import { formatCount } from '../../i18n/locale';

export const en = {
  heading: 'Inspect a body',
  intro: 'Paste a body, open a file or drop one here: it is read by the same parsers and views as a lookup. Nothing is sent anywhere.',
  body: 'Body',
  placeholder: 'Paste a JSON, XML, serialize, var_export or print_r body, or an answer file saved with "Share"…',
  openFile: 'Open file',
  dropHere: 'Drop the file to inspect it',
  format: 'Format',
  auto: (detected: string | null) => (detected ? `Detect (${detected})` : 'Detect'),
  operation: 'Listing',
  operations: { auto: 'Detect', company: 'company', product: 'product' },
  detected: (format: string, chars: number) => `Read as ${format} · ${formatCount(chars)} characters`,
  notDetected: 'The format could not be detected: pick one.',
  reading: (chars: number) => `Reading ${formatCount(chars)} characters…`,
  tooLarge: (size: number, max: number) => `This body is ${formatCount(size)} characters long; the most Inspect reads is ${formatCount(max)}. Open the answer itself, or a part of the file.`,
  savedAnswer: (url: string) => `A saved answer of ${url}`,
  readFailed: (name: string) => `Could not read ${name}.`,
  clear: 'Clear',
  pasted: '(pasted)',
  formatNames: { json: 'json', jsonu: 'jsonu', xml: 'xml', serialize: 'serialize', var_export: 'var_export', print_r: 'print_r' },
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    inspect: Strings;
  }
}
