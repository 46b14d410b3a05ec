// Every label and message of "Paste a request" in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
// Parameter, header and option names (item_id, num_iid, lang, -H, Accept…) are the API's or the tool's and stay as is.
import { formatCount } from '../../i18n/locale';

export const en = {
  panel: 'Paste a request',
  label: 'Request',
  placeholder: 'curl -i "https://…/product/item_get/?key=…&secret=…&num_iid=…"',
  help: 'A curl command (bash, cmd or PowerShell), a URL, a PHP or Python sample, or a log line. Nothing is sent: the form is filled and waits for Look up. A secret in it becomes this tab’s credentials, in memory only.',
  fill: 'Fill the form',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  sources: { curl: 'curl command', url: 'URL', php: 'PHP sample', python: 'Python sample', log: 'log line' },
  filled: (source: string, what: string) => `Form filled from the pasted ${source}: ${what}. Nothing has been sent: press Look up.`,
  secretMoved: 'The secret from the pasted text is now this tab’s credentials; it is not stored anywhere.',
  signedMoved: 'The signed config from the pasted text is now this tab’s credentials; it is not stored anywhere.',
  secretHeld: (host: string) => `The pasted key and secret are for ${host}: they are used only if you add it as an environment.`,
  switched: (name: string) => `Switched to the environment “${name}”, which has this base URL.`,
  noEnvironment: (baseUrl: string) => `No environment has the base URL ${baseUrl}.`,
  add: (host: string) => `Add environment ${host}`,
  added: (host: string) => `Environment ${host} added and in use.`,
  noHost: 'The text names no host: the environment in use stays.',
  family: (apiType: string, operation: string) => `The path’s family segment “${apiType}” is not one of this environment’s; the lookup uses the ${operation} family.`,
  operations: { company: 'company', product: 'product' },
  credentialsNote: {
    keyOnly: 'The text has a key but no secret: enter the secret under Credentials.',
    secretOnly: 'The text has a secret but no key: it was not used.',
    incompleteSigned: 'The text has only part of a signed config (key, timestamp, nonceStr, signature, apis): it was not used.',
  },
  ignoredHead: 'Ignored:',
  /** After the first IGNORED_SHOWN names of a long list. */
  ignoredMore: (n: number) => `and ${formatCount(n)} more.`,
  listSeparator: ', ',
  listEnd: '.',
  /** Said before the name (parameter trace); for a value and a placeholder, after it in brackets. */
  ignored: {
    param: 'parameter',
    header: 'header',
    flag: 'option',
    value: 'not an allowed value',
    placeholder: 'a placeholder, not a value',
    url: 'another URL',
    text: 'text',
    body: 'body',
  },
  problems: {
    empty: 'Nothing to read: paste a curl command, a URL, a PHP or Python sample, or a log line.',
    tooLong: (size: number, max: number) =>
      `This paste is ${formatCount(size)} characters long; the most a request can be is ${formatCount(max)}. Paste only the command, the URL, the code sample or the log line.`,
    overBudget: (spent: number) => `Reading this paste stopped after ${formatCount(spent)} characters scanned, more than a text of its size needs; nothing was filled.`,
    unclosedQuote: 'A quote is never closed: the command looks cut off.',
    noUrl: 'No URL found: paste a curl command, a URL, a PHP or Python sample, or a log line holding one.',
    notItemGet: (path: string) => `${path} is not an item_get request (…/<family>/item_get/).`,
    severalUrls: (count: number) => `${count} different item_get URLs: paste one request at a time.`,
    badUrl: 'The URL in the text cannot be read.',
    noIdentifier: 'The request has no item_id or num_iid.',
  },
};
export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    paste: Strings;
  }
}
