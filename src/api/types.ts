// The shapes the API module hands to the rest of the app: the contract between src/api and the views.
import type { Account, CredentialIdentity } from './credential-identity';
import type { DeviationText, FailureText } from './strings';

export const OPERATIONS = ['company', 'product'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const RESULT_TYPES = ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const LANGS = ['cn', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export const CACHE_MODES = ['yes', 'no'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

/** The identifier parameter of each operation (specification: item_id for company, num_iid for product). */
export const ID_PARAM: Record<Operation, 'item_id' | 'num_iid'> = { company: 'item_id', product: 'num_iid' };

/** Where requests go (DESIGN D1). Persisted; never holds a secret. */
export interface ConnectionSettings {
  /** e.g. http://127.0.0.1:5173/gateway — no trailing slash. */
  baseUrl: string;
  /** API family segment of the company operation (default "company"). */
  companyApiType: string;
  /** API family segment of the product operation (default "product"). */
  productApiType: string;
  timeoutMs: number;
}

/** A signed configuration (DESIGN D3): what a customer's backend hands to a browser instead of the secret. */
export interface SignedConfig {
  key: string;
  /** Unix seconds, as a string. */
  timestamp: string;
  /** 16–32 characters [A-Za-z0-9]. */
  nonceStr: string;
  /** Lowercase hex HMAC-SHA256(secret, canonical text). */
  signature: string;
  /** Interface names covered, e.g. ["company.item_get", "product.item_get"]. */
  apis: string[];
  /** Unix seconds, as a string, after which the config is refused; signed with the rest (`npm run sign --ttl`). Absent: timestamp + 300 s. */
  expires?: string;
}

export type Credentials = { mode: 'plain'; key: string; secret: string } | ({ mode: 'signed' } & SignedConfig);

/** Everything a lookup form submits. `id` is the item_id or num_iid, already trimmed. */
export interface LookupParams {
  operation: Operation;
  id: string;
  cache: CacheMode;
  resultType: ResultType;
  lang: Lang;
  /** Empty string means "not sent". */
  version: string;
}

/** Who may call, and with what (DESIGN D14): the environment a call was asked in, and the identity of its credentials. */
export interface CallAuthority {
  environmentId: string;
  /**
   * The credentials' account (key, or key@timestamp) plus a fingerprint of the secret or signature that means something
   * only in this page: two environments with one key and different secrets are different identities. Memory only: it
   * is never stored or shown (results name the account alone: credential-identity.ts).
   */
  identity: CredentialIdentity;
}

/**
 * The inputs of one call, under one name across app, queries, api, batch and snippets: where it goes, what it asks,
 * and the authority it is made under. The credentials themselves are read by that authority right before the call
 * leaves (DESIGN D12, D14), so nothing that holds a LookupCall holds a secret.
 */
export interface LookupCall {
  settings: ConnectionSettings;
  params: LookupParams;
  authority: CallAuthority;
}

/**
 * Why a call did not leave the page (DESIGN D14, D15): the one value every sender and view reads (notSentReason in
 * not-sent.ts), never a failure's kind or text. Set on a result exactly when no request left for it.
 */
export type NotSent =
  /** The call's credentials were forgotten or replaced (or its environment changed) before it left. */
  | { reason: 'no-credentials' }
  /** Cancelled (Cancel, a revoke, a run paused) before it left. */
  | { reason: 'cancelled' }
  /** "Stored answers only" was on. */
  | { reason: 'stored-only' }
  /** The browser had no network. */
  | { reason: 'offline' }
  /** The signed config was past its expiry (epoch ms). */
  | { reason: 'expired-config'; expiresAt: number }
  /** The page's sending code could not be loaded (a redeploy while the tab stayed open). */
  | { reason: 'code-missing' }
  /** A parameter cannot be put in a URL (a lone surrogate): this identifier's request cannot be built at all. */
  | { reason: 'unencodable'; param: string };
export type NotSentReason = NotSent['reason'];

/** How a lookup failed; each kind has its own explanation (issue 3). */
export type FailureKind = 'request' | 'network' | 'timeout' | 'cancelled' | 'http' | 'parse' | 'api';

export interface Failure {
  kind: FailureKind;
  /** One sentence a person can act on, in English. */
  message: string;
  /** The same sentence as data, for the interface language (failureMessage in strings.ts); absent on failures made elsewhere. */
  text?: FailureText;
  /** For kind "api": the envelope's error_code (may be a code that is not in the catalog). */
  errorCode?: string;
  /** For kind "http". */
  httpStatus?: number;
  /** For kind "parse": character offset in the raw text where parsing failed. */
  position?: number;
}

/** A place where a response differs from what the specification shows; reported, never fatal. */
export interface Deviation {
  /** Dotted path, e.g. "item.price" or "api_info". */
  path: string;
  expected: string;
  got: string;
  /** What the schema did about it, e.g. "converted to number", "kept as is", "treated as empty". */
  action: string;
  /** expected, got and action as data, for the interface language (deviationText in strings.ts); absent on older saved results. */
  text?: DeviationText;
}

// ---------------------------------------------------------------------------------------------
// Normalised response shapes. The zod schemas in src/api/schemas/ produce exactly these; every
// field the specification marks "as observed" is optional here because real responses omit them.
// Anything the schema could not make sense of is kept in `extra` (unknown keys) and listed in
// the lookup's deviations; nothing is dropped silently.

export interface Envelope {
  error_code: string;
  error: string;
  reason: string;
  /** Raw `item` as received (the record is normalised separately into LookupResult.record). */
  item?: unknown;
  secache?: string;
  secache_time?: number;
  secache_date?: string;
  translate_status?: string;
  translate_time?: number;
  language?: { default_lang?: string; current_lang?: string; [k: string]: unknown };
  cache?: number;
  api_info?: string;
  /** Seconds, normalised to a number (the wire may carry a string). */
  execution_time?: number;
  server_time?: string;
  client_ip?: string;
  /** Object on success; an empty list on the error envelope. */
  call_args?: Record<string, unknown> | unknown[];
  api_type?: string;
  server_memory?: string;
  last_id?: boolean | string;
  /** Error envelope only: 0. */
  success?: number;
  request_id?: string;
  /** Keys the specification does not list, as received. */
  extra: Record<string, unknown>;
}

export interface CompanySellerInfo {
  company_id?: string;
  company_name?: string;
  shop_type?: string;
  zhuy?: string;
}

export interface CompanyRecord {
  num_iid: string;
  title: string;
  desc: string;
  desc_img: unknown[];
  detail_url: string;
  location: string;
  nick: string;
  /** -1 in the specification's sample; the explorer shows it as "not given". */
  price: number | null;
  seller_info: CompanySellerInfo;
  props_img: unknown[];
  _ddf?: string;
  format_check?: string;
  sales: number | null;
  shop_item: unknown[];
  relate_items: unknown[];
  extra: Record<string, unknown>;
}

export interface ProductSellerInfo {
  title?: string;
  shop_name?: string;
  nick?: string;
  user_num_id?: string;
  zhuy?: string;
}

export interface ProductRecord {
  num_iid: string;
  title: string;
  desc_short: string;
  price: number | null;
  nick: string;
  detail_url: string;
  pic_url: string;
  location: string;
  props: { name: string; value: string }[];
  min_num: number | null;
  /** Normalised from either an object {threshold: price} or a list of [quantity, price] pairs; sorted by quantity. */
  priceRange: { quantity: number; price: number }[];
  item_imgs: { url: string }[];
  desc: string;
  seller_info: ProductSellerInfo;
  props_img: { prop_img: unknown[] };
  desc_img: string[];
  sales: number | null;
  shop_item: unknown[];
  relate_items: unknown[];
  extra: Record<string, unknown>;
}

export type ListingRecord = { operation: 'company'; value: CompanyRecord } | { operation: 'product'; value: ProductRecord };

/** `api_info` read into numbers; any part may be missing (older forms, empty numbers). */
export interface ApiInfo {
  today?: number;
  max?: number;
  /** all[T=a+b+c]: T and its parts. */
  total?: number;
  parts?: number[];
  /** YYYY-MM-DD */
  expires?: string;
  raw: string;
}

/** Everything about one call: what was asked and what came back. Never holds the secret. */
export interface LookupResult {
  request: {
    method: 'GET';
    /** The request URL with secret (and signature) masked, safe to show and copy. */
    displayUrl: string;
    apiType: string;
    params: LookupParams;
    /** The credentials' account (key, or key@signed-config timestamp; credential-identity.ts): never the secret. */
    account: Account;
  };
  /** Epoch ms when the request started. */
  startedAt: number;
  durationMs: number;
  http: { status: number; statusText: string; headers: Record<string, string> } | null;
  sizeBytes: number;
  /** The raw body as text (secret masked); '' when it is kept as bytes (rawBytes). Read it with rawTextOf (raw-text.ts). */
  rawText: string;
  /**
   * A large body (read from its stream, parsed and masked in the worker): the UTF-8 bytes of its masked text, kept
   * outside the JS heap instead of rawText.
   */
  rawBytes?: Uint8Array;
  contentType: string;
  /** The body parsed into plain values (same value for every result_type), when it parsed. */
  parsed?: unknown;
  envelope: Envelope | null;
  record: ListingRecord | null;
  deviations: Deviation[];
  failure: Failure | null;
  /** Something to say above an answer that still reads (a body in another format than asked). */
  warning?: Failure;
  /** Calls made for this answer: more than 1 when rate-limited calls (4008) were retried. */
  attempts?: number;
  /** Occurrences masked in the raw body (the secret in any written form, keys): absent when it is byte for byte as received. */
  maskedInBody?: { secret: number; key: number };
  /**
   * Whether a request left the page for this answer (fetch was called with it). False for one stopped before: no
   * credentials or authority, cancelled, a request that cannot be built, the page's code missing. Every counter of
   * calls sent reads this flag.
   */
  sent?: boolean;
  /** Why no request left (present exactly when `sent` is not true and the sender knew why): read it with notSentReason. */
  notSent?: NotSent;
  /**
   * False when the request left but the network refused it before any byte came back from the page's own origin
   * (connection refused, no route): it never reached a gateway, so it cannot have been billed (billing.ts reachOf).
   */
  reached?: false;
}

/** One sample from the gateway's `GET {base}/_catalog`. */
export interface GatewayCatalog {
  accounts: { key: string; secret: string; expect: string; note: string }[];
  samples: { id: string; family: Operation; note: string }[];
  families: { company: string; product: string };
}
