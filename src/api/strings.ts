// Every message the API layer produces, in English; the Chinese twin is strings.zh.ts (same shape, checked by tsc).
// The API layer stays free of React, so what it reports carries its message twice: as English text (what tests,
// logs and the default interface read) and as data (an id plus the values that go into the sentence). The helpers
// below say that data in the interface language a view passes in; the builders make the English with the same
// helpers and `en`, so each English sentence exists once.
import { ERROR_CODES, type ErrorCodeInfo } from './error-catalog';

const reasonGiven = (reason: string | undefined) => (reason ? ` (reason given: "${reason}")` : '');
const inParentheses = (detail: string | undefined) => (detail ? ` (${detail})` : '');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** HH:MM of an epoch-ms instant in the page's local time (the clock on the presenter's wall). */
export function clockTime(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export const en = {
  failure: {
    blocked: (a: { origin: string; baseUrl: string; proxyBaseUrl: string }) =>
      `The browser blocked or could not reach ${a.origin}. If it is a real gateway without CORS, run \`npm run gateway -- --upstream ${a.baseUrl}\` and use ${a.proxyBaseUrl} as the base URL (proxy mode).`,
    unreachable: (a: { origin: string; detail?: string }) =>
      `Could not reach ${a.origin}${inParentheses(a.detail)}: check that the gateway is running and the base URL is right, then retry.`,
    unexpected: (a: { detail: string }) => `The lookup failed${inParentheses(a.detail)}; retry, or reload the page if it keeps failing.`,
    timeout: (a: { seconds: number }) =>
      `No answer within ${a.seconds} s: the gateway is slow or unreachable; retry, or raise the timeout in the settings (the call may have been charged).`,
    cancelled: 'The lookup was cancelled before the answer arrived; run it again when you are ready.',
    unencodable: (a: { param: string }) =>
      `The ${a.param} value holds a character that cannot be sent in a URL (a broken UTF-16 surrogate, usually from a bad copy or file): nothing was sent; fix the value and try again.`,
    noCredentials: 'The credentials this lookup was made with were forgotten or replaced, or the environment changed, before it was sent: nothing was sent. Enter credentials, then run it again.',
    signedExpired: (a: { expiresAt: number }) => `The signed config expired at ${clockTime(a.expiresAt)} — paste a new one; nothing was sent.`,
    storedOnly: 'Stored answers only is on: nothing was sent.',
    offline: 'Offline: lookups paused; stored answers available. Nothing was sent.',
    codeMissing: "The page's code could not be loaded (it was probably updated): reload the page. Nothing was sent.",
    dropped: (a: { origin: string; detail?: string }) =>
      `The connection to ${a.origin} dropped while the body was being read${inParentheses(a.detail)}: the answer is incomplete; retry (the call may have been charged).`,
    gaveUp: (a: { attempts: number; reason?: string }) =>
      `4008 API rate limit exceeded: still rate-limited after ${plural(a.attempts, 'attempt')}${reasonGiven(a.reason)}, so it gave up; retry when fewer calls run at once (rate-limited calls are not charged).`,
    http: (a: { status: number; statusText: string; hint: string }) => `HTTP ${a.status}${a.statusText ? ` ${a.statusText}` : ''}: ${a.hint}.`,
    emptyBody: (a: { resultType: string }) =>
      `The body is empty although result_type=${a.resultType} was asked: the server answered without an envelope; check the base URL, then retry.`,
    htmlPage: (a: { status: number }) =>
      `The body is an HTML page (HTTP ${a.status}), not an envelope: an error page from the server or a proxy in front of it; its text is in the raw body. Check the base URL, then retry.`,
    otherFormat: (a: { resultType: string; format: string }) =>
      `The body looks like ${a.format} although result_type=${a.resultType} was asked: the server may ignore result_type; it is shown read as ${a.format}.`,
    invalidBody: (a: { format: string; detail?: string; position?: number }) =>
      `The body is not valid ${a.format}${inParentheses(a.detail)}: it may be truncated or not an envelope; see the raw body at that position.`,
    notEnvelope: (a: { got: string }) => `The body parsed, but it is not an envelope object (got ${a.got}).`,
    unknownCode: (a: { code: string; reason?: string }) =>
      `Unknown error_code ${a.code || '(none)'}: not in the specification's table${reasonGiven(a.reason)}; see the raw body.`,
    /** `message` is the specification's message column (English in the specification itself). */
    apiError: (a: { code: string; message: string; meaning: string; reason?: string; advice: string }) =>
      `${a.code} ${a.message}: ${a.meaning}${reasonGiven(a.reason)}; ${a.advice}`,
  },
  /** What to do about an HTTP error status (the sentence after "HTTP 404 Not Found:"). */
  httpHint: {
    server: 'the server side failed; the body below may say why, retry later',
    notFound: (apiType: string) => `check the base URL and the API family "${apiType}" (path …/${apiType}/item_get/)`,
    refused: "the server or a proxy in front of it refused the request; check the key and secret, or that proxy's own access rules",
    method: 'the server does not accept GET here; check the base URL',
    tooMany: 'too many requests; wait a moment before retrying',
    rejected: 'the server rejected the request; the body below may say why',
    unexpected: 'unexpected status',
    redirect: 'the server answered with a redirect, which is not followed (your key and secret would go along); use the address it points to as the base URL',
  },
  /** What to do about an error_code, by code where it has its own advice, else by category and retry policy. */
  apiAdvice: {
    autoRetried: 'retried automatically with a growing pause (not charged).',
    callLimit: 'the call limit is reached; wait for the daily counter to reset or raise the plan.',
    topUp: 'top up the account balance, then try again.',
    maintenance: 'the API is under maintenance; retry later.',
    notFound: 'check the identifier and the operation (company item_id, product num_iid).',
    caller: 'fix the request parameters (the reason field may say which).',
    account: 'check the key and secret, or the account with the provider; retrying will not help.',
    signedConfig: 'the signed config was refused (its signature, its expiry or the interfaces it covers: the reason with the raw body says which); make or paste a new one.',
    server: 'a one-click retry may help; the call may have been charged.',
    noRetry: 'retrying will not help.',
    retryLater: 'retry later.',
  },
  /** The specification's "meaning" column of the error-code table, by code. */
  codeMeaning: Object.fromEntries(ERROR_CODES.map((info) => [info.code, info.meaning])),
  /** A code's headline words: in English the specification's message column as is (what the API sends in `error`). */
  codeMessage: Object.fromEntries(ERROR_CODES.map((info) => [info.code, info.message])),
  /** What a body or pasted config was instead of the object it should be. */
  valueKind: {
    array: 'an array',
    null: 'null',
    string: 'a string',
    number: 'a number',
    boolean: 'a boolean',
    other: 'something else',
  },
  /** The columns of a deviation from the specification: what it should be, what came, what was done about it. */
  deviation: {
    expected: {
      string: 'string',
      number: 'number',
      list: 'list',
      object: 'object',
      boolean: 'boolean',
      value: 'a value',
      mapping: 'mapping',
      errorCode: 'string of 4 digits',
      language: 'object with default_lang and current_lang',
      callArgs: 'object (or an empty list on errors)',
      listedFieldsOnly: 'only the fields the specification lists',
      apiInfo: 'today:N max:M …;expires:YYYY-MM-DD',
      priceStep: '[quantity, price] or {begin_num, price}',
      priceMapping: 'mapping of quantity threshold to price',
      nameValue: 'object with name and value',
      nameValueList: 'list of {name, value}',
      objectWithUrl: 'object with url',
      urlString: 'URL string',
      propsImg: 'object holding prop_img',
      noSecret: 'no secret in the response',
      envelopeOnly: 'the envelope and nothing else',
      typedValues: 'typed values (numbers, booleans, null)',
    },
    got: {
      nothing: 'nothing',
      null: 'null',
      object: 'an object',
      emptyObject: 'an empty object',
      nameValueMapping: 'a mapping of name to value',
      objectWithUrl: 'an object with url',
      otherType: 'a value of another type',
      list: (length: number) => `a list of ${length}`,
      /** `quoted` is the value as a JSON string, cut at 40 characters. */
      string: (quoted: string) => `string ${quoted}`,
      number: (value: string) => `number ${value}`,
      boolean: (value: string) => `boolean ${value}`,
      keys: (keys: string) => `keys ${keys}`,
      otherKeys: (count: number, shown: string) => `${plural(count, 'other key')}: ${shown}`,
      secret: (count: number) => `the secret, ${plural(count, 'time')}`,
      /** PHP warnings, notices or a stray brace around the envelope. */
      otherText: (before: number, after: number) => `${plural(before, 'character')} of other text before and ${plural(after, 'character')} after`,
      printR: 'a print_r dump: every value printed as text; null, false and "" all print as nothing',
    },
    /** The same deviation on `more` further array elements, reported once. */
    more: (got: string, more: number) => `${got} (and ${more} more like it)`,
    action: {
      missing: 'missing',
      convertedToString: 'converted to string',
      convertedToNumber: 'converted to number',
      convertedToList: 'converted to a list',
      treatedAsEmpty: 'treated as empty',
      objectValuesAsList: 'values of the object used as the list',
      keptAsIs: 'kept as is',
      ignored: 'ignored (see the raw body)',
      keptInExtra: 'kept in extra',
      shownAsText: 'shown as text (no quota meter)',
      noRecord: 'no record shown (see the raw body)',
      leftOut: 'left out',
      readAsSteps: 'read as a list of quantity/price steps',
      readAsUrlObject: 'read as {url}',
      urlUsed: 'url used',
      readAsPropImg: 'read as prop_img',
      masked: 'masked as ***',
      typesFromSpecification: 'types taken from the specification where it gives one',
      unitRemoved: (unit: string) => `unit "${unit}" removed, converted to number`,
      readAs: (value: string) => `read as "${value}"`,
    },
  },
  /** Billing of an answer in one plain sentence (billing.ts picks which). */
  billing: {
    billed: (calls: number) => `This answer is billed: ${plural(calls, 'call')}.`,
    free: (what: string, code: string) => `Not billed: ${what} (${code}) are free.`,
    freeWhat: {
      '0000': 'answered calls',
      '2000': 'calls with no result',
      '4000': 'calls with a server error',
      '4001': 'calls with a network error',
      '4002': 'calls the target server failed',
      '4017': 'calls that timed out',
      '5000': 'calls with an unknown error',
      '4008': 'rate-limited calls',
      '4013': 'calls over the call limit',
      '4016': 'calls refused for low balance',
      '4009': 'calls during maintenance',
      '4003': 'calls with wrong parameters',
      '4014': 'calls with a missing parameter',
      '4015': 'calls with a wrong pageToken',
    } as Record<string, string>,
    freeDefault: 'refused calls',
    notStatedLocal: 'The local gateway bills this error: 1 call. (The API leaves it to each provider.)',
    notStated: 'Billing of this error is not stated by the API; ask your provider whether it counts.',
    unknown: (code: string) => `Billing of code ${code} is unknown: it is not in the API's error table.`,
    edited: " (This environment's billing rules, set in Settings.)",
  },
  /** Why a signed configuration (pasted or edited field by field) cannot be used. */
  signing: {
    rule: {
      apiName: 'Each interface name looks like "company.item_get".',
      keyEmpty: 'The key is empty.',
      timestamp: 'The timestamp is Unix seconds (digits only).',
      nonceStr: 'The nonceStr is 16–32 letters or digits.',
      signature: 'The signature is 64 hexadecimal characters (HMAC-SHA256).',
      apisEmpty: 'List at least one interface, e.g. "company.item_get".',
      expires: 'The expires field is Unix seconds (digits only).',
    },
    empty: 'The config is empty: paste the whole object printed by `npm run sign`.',
    notJson: (a: { position?: number }) =>
      `The config is not JSON${a.position === undefined ? '' : ` at position ${a.position}`}: paste the whole object printed by \`npm run sign\`.`,
    notObject: (a: { fields: string; got: string }) => `The config must be a JSON object with ${a.fields} (got ${a.got}).`,
    missing: (field: string) => `The ${field} field is missing.`,
    /** `detail` is the validator's own (English) description of the type it wanted. */
    wrongType: (field: string, detail: string) => `The ${field} field has the wrong type (${detail}).`,
  },
};
export type Strings = typeof en;

/** Keys of a catalog section whose entry is fixed text (the rest take values). */
type FixedKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export type ValueKind = keyof Strings['valueKind'];
export type HttpHint = keyof Strings['httpHint'];
export type ApiAdvice = keyof Strings['apiAdvice'];

/** A failure's sentence as data. Raw text from elsewhere (statusText, parser and fetch details, the envelope's reason) is kept for the languages that quote it. */
export type FailureText =
  | { id: 'blocked'; origin: string; baseUrl: string; proxyBaseUrl: string }
  | { id: 'unreachable'; origin: string; detail?: string }
  | { id: 'unexpected'; detail: string }
  | { id: 'timeout'; seconds: number }
  | { id: 'cancelled' }
  | { id: 'noCredentials' }
  | { id: 'codeMissing' }
  | { id: 'signedExpired'; expiresAt: number }
  | { id: 'storedOnly' }
  | { id: 'offline' }
  | { id: 'unencodable'; param: string }
  | { id: 'dropped'; origin: string; detail?: string }
  | { id: 'gaveUp'; attempts: number; reason?: string }
  | { id: 'http'; status: number; statusText: string; hint: HttpHint; apiType: string }
  | { id: 'emptyBody'; resultType: string }
  /** An HTML document where an envelope was expected: a server's or proxy's error page, not a format to read. */
  | { id: 'htmlPage'; status: number }
  /** `format` is the display name of the format the body parsed as, e.g. "PHP serialize". */
  | { id: 'otherFormat'; resultType: string; format: string }
  | { id: 'invalidBody'; format: string; detail?: string; position?: number }
  | { id: 'notEnvelope'; got: ValueKind }
  | { id: 'unknownCode'; code: string; reason?: string }
  | { id: 'apiError'; code: string; reason?: string; advice: ApiAdvice };

type DeviationStrings = Strings['deviation'];
export type ExpectedId = keyof DeviationStrings['expected'];
export type GotText =
  | FixedKeys<DeviationStrings['got']>
  | { id: 'list'; length: number }
  | { id: 'string'; quoted: string }
  | { id: 'number' | 'boolean'; value: string }
  | { id: 'keys'; keys: string }
  | { id: 'otherKeys'; count: number; shown: string }
  | { id: 'secret'; count: number }
  | { id: 'otherText'; before: number; after: number };
export type DeviationAction = FixedKeys<DeviationStrings['action']> | { id: 'unitRemoved'; unit: string } | { id: 'readAs'; value: string };

/** A deviation's three columns as data; `more` counts further array elements with the same deviation. */
export interface DeviationText {
  expected: ExpectedId;
  got: GotText;
  action: DeviationAction;
  more?: number;
}

export type SigningRule = keyof Strings['signing']['rule'];
export type SigningIssue =
  | { id: 'empty' }
  | { id: 'notJson'; position?: number }
  | { id: 'notObject'; fields: string; got: ValueKind }
  | { id: 'missing'; field: string }
  | { id: 'wrongType'; field: string; detail: string }
  | { id: 'rule'; rule: SigningRule };

// ---- saying the data in one language ----

function withoutFinalStop(sentence: string): string {
  return sentence.replace(/[.。]$/, '');
}

function meaningOf(code: string, s: Strings): string | undefined {
  return Object.hasOwn(s.codeMeaning, code) ? s.codeMeaning[code] : undefined;
}

function httpHintText(hint: HttpHint, apiType: string, s: Strings): string {
  const entry = s.httpHint[hint];
  return typeof entry === 'string' ? entry : entry(apiType);
}

/** The sentence of a failure's data in the language of `s` (the builders in failures.ts use it with `en`). */
export function failureSentence(t: FailureText, s: Strings): string {
  const f = s.failure;
  switch (t.id) {
    case 'blocked':
      return f.blocked(t);
    case 'unreachable':
      return f.unreachable(t);
    case 'unexpected':
      return f.unexpected(t);
    case 'timeout':
      return f.timeout(t);
    case 'cancelled':
      return f.cancelled;
    case 'unencodable':
      return f.unencodable(t);
    case 'noCredentials':
      return f.noCredentials;
    case 'codeMissing':
      return f.codeMissing;
    case 'signedExpired':
      return f.signedExpired(t);
    case 'storedOnly':
      return f.storedOnly;
    case 'offline':
      return f.offline;
    case 'dropped':
      return f.dropped(t);
    case 'gaveUp':
      return f.gaveUp(t);
    case 'http':
      return f.http({ status: t.status, statusText: t.statusText, hint: httpHintText(t.hint, t.apiType, s) });
    case 'emptyBody':
      return f.emptyBody(t);
    case 'htmlPage':
      return f.htmlPage(t);
    case 'otherFormat':
      return f.otherFormat(t);
    case 'invalidBody':
      return f.invalidBody(t);
    case 'notEnvelope':
      return f.notEnvelope({ got: s.valueKind[t.got] });
    case 'unknownCode':
      return f.unknownCode(t);
    case 'apiError': {
      const meaning = meaningOf(t.code, s) ?? '';
      const message = ERROR_CODES.find((info) => info.code === t.code)?.message ?? '';
      return f.apiError({ code: t.code, message, meaning: withoutFinalStop(meaning), reason: t.reason, advice: s.apiAdvice[t.advice] });
    }
  }
}

/** A failure's sentence in the language of `s`; a failure made without data (older history) keeps its text. */
/** Takes any failure (the shape of types.ts's Failure, named here structurally so this file imports nothing of types.ts). */
export function failureMessage(failure: { message: string; text?: FailureText }, s: Strings): string {
  return failure.text ? failureSentence(failure.text, s) : failure.message;
}

function gotText(got: GotText, s: Strings): string {
  const g = s.deviation.got;
  if (typeof got === 'string') return g[got];
  switch (got.id) {
    case 'list':
      return g.list(got.length);
    case 'string':
      return g.string(got.quoted);
    case 'number':
      return g.number(got.value);
    case 'boolean':
      return g.boolean(got.value);
    case 'keys':
      return g.keys(got.keys);
    case 'otherKeys':
      return g.otherKeys(got.count, got.shown);
    case 'secret':
      return g.secret(got.count);
    case 'otherText':
      return g.otherText(got.before, got.after);
  }
}

function actionText(action: DeviationAction, s: Strings): string {
  const a = s.deviation.action;
  if (typeof action === 'string') return a[action];
  return action.id === 'unitRemoved' ? a.unitRemoved(action.unit) : a.readAs(action.value);
}

/** The columns of a deviation's data in the language of `s` (the schemas use it with `en`). */
export function deviationColumns(text: DeviationText, s: Strings): { expected: string; got: string; action: string } {
  const got = gotText(text.got, s);
  return {
    expected: s.deviation.expected[text.expected],
    got: text.more ? s.deviation.more(got, text.more) : got,
    action: actionText(text.action, s),
  };
}

/** A deviation's "expected", "got" and "action" columns in the interface language (path is data and stays). */
export function deviationText(d: { expected: string; got: string; action: string; text?: DeviationText }, s: Strings): { expected: string; got: string; action: string } {
  return d.text ? deviationColumns(d.text, s) : { expected: d.expected, got: d.got, action: d.action };
}

/** A catalog row's headline words (the specification's "message" column) in the interface language. */
export function codeMessage(info: ErrorCodeInfo, s: Strings): string {
  return Object.hasOwn(s.codeMessage, info.code) ? (s.codeMessage[info.code] ?? info.message) : info.message;
}

/** A catalog row's meaning (the specification's "meaning" column) in the interface language. */
export function codeMeaning(info: ErrorCodeInfo, s: Strings): string {
  return meaningOf(info.code, s) ?? info.meaning;
}

/** Why a base URL cannot be used, in the language of `s` (see validateBaseUrl). */
/** Why a signed config (or one of its fields) cannot be used, in the language of `s` (see parseSignedConfigText). */
export function signingIssueText(issue: SigningIssue, s: Strings): string {
  const t = s.signing;
  switch (issue.id) {
    case 'empty':
      return t.empty;
    case 'notJson':
      return t.notJson(issue);
    case 'notObject':
      return t.notObject({ fields: issue.fields, got: s.valueKind[issue.got] });
    case 'missing':
      return t.missing(issue.field);
    case 'wrongType':
      return t.wrongType(issue.field, issue.detail);
    case 'rule':
      return t.rule[issue.rule];
  }
}

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../i18n/catalogs' {
  interface Catalogs {
    api: Strings;
  }
}
