// The shapes a pasted request is read into, shared by the readers (parse-request, read-curl, text-urls) so none of them
// imports another's module for its types (the parse-request <-> read-curl circle, issue 35).
import type { CacheMode, Lang, Operation, ResultType } from '../../api/types';

export type PasteSource = 'curl' | 'url' | 'php' | 'python' | 'log';

/** Something in the text that the lookup does not use: said to the person by name (never by a secret value). */
export interface Ignored {
  kind: 'param' | 'header' | 'flag' | 'value' | 'placeholder' | 'url' | 'text' | 'body';
  name: string;
  /** For a bad `lang`, `cache` or `result_type`: the value (not a secret). */
  value?: string;
}

export interface SignedFields {
  timestamp?: string;
  nonceStr?: string;
  signature?: string;
  apis?: string;
}

export interface PastedRequest {
  source: PasteSource;
  /** The shell the curl command was written for. */
  dialect?: 'bash' | 'cmd' | 'powershell';
  /** Everything before /<api_type>/item_get/ when the text names a host (http or https); null for a path alone. */
  baseUrl: string | null;
  /** The API family segment in the path. */
  apiType: string;
  /** From the identifier parameter: item_id → company, num_iid → product (null when both are given). */
  operation: Operation | null;
  /** Both identifier parameters as given (a family segment settles which one counts when both are there). */
  itemId: string | null;
  numIid: string | null;
  lang?: Lang;
  resultType?: ResultType;
  cache?: CacheMode;
  version?: string;
  key?: string;
  secret?: string;
  signed: SignedFields;
  ignored: Ignored[];
}

export type ParseProblem =
  | { id: 'empty' }
  /** `size`: the paste's length in characters; `max`: PASTE_MAX_CHARS. */
  | { id: 'tooLong'; max: number; size: number }
  /** The reader counted more work than a text of this size can need (a bug, never a freeze): it stopped. */
  | { id: 'overBudget'; spent: number }
  | { id: 'unclosedQuote' }
  | { id: 'noUrl' }
  | { id: 'notItemGet'; path: string }
  | { id: 'severalUrls'; count: number }
  | { id: 'badUrl' }
  | { id: 'noIdentifier'; apiType: string };

export type ParseOutcome = { ok: true; request: PastedRequest } | { ok: false; problem: ParseProblem };

/**
 * The longest paste read, in characters. A request itself is small (the gateway refuses a query over 8 KB and a body
 * over 64 KB; a browser's "Copy as cURL" with its cookies is ~10 KB), but people paste it inside more: a log excerpt,
 * a code file. The reader is linear and sliced, so 1,000,000 characters read in well under a second without holding
 * the page; past that the text is a whole log or an answer body, not a request, and saying so beats reading it.
 */
export const PASTE_MAX_CHARS = 1_000_000;

/** A URL as the text wrote it, with what the command or code added to its query (curl -G -d, Python params=). */
export interface FoundUrl {
  url: string;
  extra: [string, string][];
  /** A JSON body's fields (POST with {"num_iid": …}, DESIGN D9). */
  body: Record<string, string>;
}

export type Found = { ok: true; source: PasteSource; dialect?: PastedRequest['dialect']; urls: FoundUrl[]; ignored: Ignored[] } | { ok: false; problem: ParseProblem };
