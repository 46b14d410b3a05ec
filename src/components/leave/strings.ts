// Every label and message of "What leaves this browser" (the leak check's verdict) in English; the Chinese twin is strings.zh.ts.
import type { LeakForm, LeakWhat } from '../../api/leak-check';

export const en = {
  heading: 'What leaves this browser',
  masked: 'Masked or left out:',
  /** `bytes` and `count` come formatted. */
  clean: (what: string, bytes: string, count: string) => `${what}: leak check 0 found in ${bytes} (${count} credential values of this tab, every escaped form).`,
  consented: (what: string, count: string) => `${what}: ${count} of your real credentials in it, as you asked. Nothing else found.`,
  refused: (what: string) => `Not written: ${what} holds a credential of this tab. Nothing was saved, copied or printed.`,
  /**
   * One place it was found; never the value. `line` and `count` come formatted; `at` is the credential field it stood
   * in, as written (`key=…`, `Key[…]`), when a short or word-like value was found there ('' otherwise).
   */
  finding: (what: string, account: string, form: string, line: string, count: string, at = '') =>
    `${what} of ${account}, ${form}, line ${line}${at ? `, in ${at}` : ''} (${count}×)`,
  /** The action a refusal offers: the same export again, with what was found masked. */
  writeMasked: 'Write it with these masked',
  writingMasked: 'Writing…',
  what: { secret: 'the secret', key: 'the key', signature: 'the signature' } satisfies Record<LeakWhat, string>,
  form: {
    literal: 'as is',
    'url-encoded': 'URL-encoded',
    'json-escaped': 'JSON \\u-escaped',
    'html-entities': 'as HTML/XML entities',
    'backslash-escaped': 'backslash-escaped',
    'byte-escaped': 'as \\x or octal escapes',
    split: 'split by invisible characters or line breaks',
    'look-alike': 'in other letter case or look-alike characters',
    base64: 'base64-encoded',
    hex: 'hex-encoded',
    'utf-16': 'as UTF-16',
    mixed: 'in mixed escapes',
  } satisfies Record<LeakForm, string>,
  /** What is written, as the subject of the sentences above. */
  target: {
    snippet: 'the snippet',
    curl: 'the curl command',
    rawCopy: 'the copied body',
    treeCopy: 'the copied value',
    rawFile: 'the body file',
    report: 'the HTML report',
    answerFile: 'the answer file',
    print: 'the print',
    http: 'the .http file',
    postman: 'the Postman collection',
    postmanEnv: 'the Postman environment',
    openapi: 'the OpenAPI file',
    batch: 'the batch export',
  },
  /** What an export masks or leaves out. */
  maskedItem: {
    variables: 'key, secret and signature as variables ({{API_KEY}}, {{API_SECRET}})',
    envVars: 'key, secret and signature as environment variables',
    realIncluded: 'nothing: your real credentials, as you asked',
    key: 'the key (as *)',
    secret: 'the secret (masked in every answer)',
    clientIp: 'your address (client_ip)',
    headers: 'response headers',
  },
  writeFailed: (what: string) => `${what}: the browser refused to write it (clipboard permission?). Select and copy by hand.`,
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../i18n/catalogs' {
  interface Catalogs {
    leave: Strings;
  }
}
