// Every label and message of the raw view in English; the Chinese twin is raw-strings.zh.ts (same shape, checked by tsc).
// Numbers go through formatCount, as in the other namespaces.
import { formatCount } from '../../i18n/locale';
export const en = {
  facts: {
    request: 'Request',
    http: 'HTTP',
    noResponse: 'no response',
    time: 'Time',
    size: 'Size',
    bytes: (n: string) => `${n} bytes`,
    contentType: 'Content-Type',
    headers: (count: number) => `Response headers (${count})`,
    headersNone: 'None kept: a stored or shared answer keeps the status only.',
    headersNote: 'As received, with the secret and the key masked. A browser shows a page on another origin only the headers the gateway exposes.',
  },
  form: {
    label: 'Body form',
    asReceived: 'As received',
    /** The body as received but for what the page masked in it. */
    asReceivedMasked: (secret: boolean, key: boolean) => `As received, ${secret && key ? 'key and secret' : secret ? 'secret' : 'key'} masked`,
    pretty: 'Pretty',
    noPretty: 'This body is already laid out by PHP (var_export, print_r) or did not parse.',
  },
  wrap: 'Wrap lines',
  copy: 'Copy body',
  download: 'Download',
  copied: 'Copied.',
  /** While a long body is checked for credentials before it is written (seconds for tens of MB). */
  checking: 'Checking the body for credentials before it leaves the browser…',
  copyFailed: 'Copy failed: use Download instead.',
  extent: (lines: number, chars: number) => `${formatCount(lines)} line${lines === 1 ? '' : 's'}, ${formatCount(chars)} character${chars === 1 ? '' : 's'}`,
  body: 'Raw body',
  bodyHint: 'Scroll with the arrow keys, Page Up and Page Down once the body has focus.',
  search: {
    label: 'Search raw body',
    placeholder: 'Search the body…',
    matchCase: 'Match case',
    previous: 'Previous match',
    next: 'Next match',
    searching: (found: string) => `Searching… ${found} found`,
    none: 'No matches',
    position: (n: string, total: string) => `${n} of ${total}`,
    atLeast: (total: string) => `${total}+`,
  },
  parsedHeading: 'Parsed value',
  parsedTree: 'Parsed body',
  notParsed: (resultType: string) => `The body did not parse as ${resultType}.`,
  notParsedBecause: (resultType: string, reason: string) => `The body did not parse as ${resultType}: ${reason}`,
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    raw: Strings;
  }
}
