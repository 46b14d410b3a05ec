// The shapes the API module hands to the rest of the app: the contract between src/api and the views.

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

/** How a lookup failed; each kind has its own explanation (issue 3). */
export type FailureKind = 'network' | 'timeout' | 'cancelled' | 'http' | 'parse' | 'api';

export interface Failure {
  kind: FailureKind;
  /** One sentence a person can act on. */
  message: string;
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
}
