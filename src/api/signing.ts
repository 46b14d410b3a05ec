// Signed configuration of DESIGN D3 (our scheme): kept in this one module so another scheme can replace it.
import { z } from '../lib/zod';
import { valueKind } from './failures';
import { isPlainObject } from './schemas/lenient';
import { en, signingIssueText, type SigningIssue, type SigningRule } from './strings';
import type { SignedConfig } from './types';

/** How long the reference gateway accepts a config without `expires` after its timestamp (DESIGN D3: 300 s either way). */
export const SIGNED_CONFIG_TTL_SECONDS = 300;

/**
 * The longest lifetime a config may give itself with a signed `expires` (12 h), as the reference gateway enforces it
 * (gateway/signing.ts holds the same figure: the two sides share only the wire format).
 */
export const MAX_SIGNED_LIFETIME_SECONDS = 12 * 60 * 60;

/** What `npm run sign` gives a config when no --ttl is asked: a meeting with room to spare. */
export const DEFAULT_SIGNED_LIFETIME_SECONDS = 2 * 60 * 60;

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 24;

/** The interface name a signed config must cover for one call, e.g. "company.item_get". */
export function interfaceName(apiType: string): string {
  return `${apiType}.item_get`;
}

/** The text that is signed: apis sorted and comma-joined, then expires (when the config has one), key, nonceStr, timestamp (D3). */
export function canonicalText(config: Pick<SignedConfig, 'key' | 'timestamp' | 'nonceStr' | 'apis' | 'expires'>): string {
  const apis = [...config.apis].sort().join(',');
  const expires = config.expires === undefined ? '' : `&expires=${config.expires}`;
  return `apis=${apis}${expires}&key=${config.key}&nonceStr=${config.nonceStr}&timestamp=${config.timestamp}`;
}

/** 24 characters [A-Za-z0-9]; rejection sampling keeps every character equally likely. */
export function makeNonce(length = NONCE_LENGTH): string {
  let out = '';
  while (out.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const b of bytes) {
      // 248 = 4 * 62: bytes at or above it would favour the first characters of the alphabet.
      if (b < 248 && out.length < length) out += NONCE_ALPHABET[b % 62];
    }
  }
  return out;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Lowercase hex HMAC-SHA256(secret, text) with WebCrypto, so the same code runs in Node 20 and browsers. */
export async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, enc.encode(text)));
}

export interface SignInput {
  key: string;
  secret: string;
  apis: string[];
  /** Epoch milliseconds (defaults to Date.now()); the config's timestamp is its whole seconds. */
  now?: number;
  nonceStr?: string;
  /** A lifetime in seconds (1 … MAX_SIGNED_LIFETIME_SECONDS), signed as `expires`; absent: the 300 s window. */
  ttlSeconds?: number;
}

/** Makes a signed config from a secret; the secret is used only here and is not part of the result. */
export async function signConfig(input: SignInput): Promise<SignedConfig> {
  const seconds = Math.floor((input.now ?? Date.now()) / 1000);
  const timestamp = String(seconds);
  const nonceStr = input.nonceStr ?? makeNonce();
  const apis = [...input.apis];
  const ttl = input.ttlSeconds;
  if (ttl !== undefined && !(Number.isInteger(ttl) && ttl > 0 && ttl <= MAX_SIGNED_LIFETIME_SECONDS)) {
    throw new RangeError(`ttlSeconds must be a whole number from 1 to ${MAX_SIGNED_LIFETIME_SECONDS}`);
  }
  const unsigned = { key: input.key, timestamp, nonceStr, apis, ...(ttl === undefined ? {} : { expires: String(seconds + ttl) }) };
  const signature = await hmacSha256Hex(input.secret, canonicalText(unsigned));
  return { ...unsigned, signature };
}

/** Epoch ms after which the gateway refuses the config: its signed `expires`, else timestamp + 300 s. NaN when unreadable. */
export function signedConfigExpiresAt(config: Pick<SignedConfig, 'timestamp' | 'expires'>): number {
  if (config.expires !== undefined) return Number(config.expires) * 1000;
  return (Number(config.timestamp) + SIGNED_CONFIG_TTL_SECONDS) * 1000;
}

/** Whether a config is past its expiry at `now` (an unreadable expiry counts as expired: it cannot be trusted to hold). */
export function signedConfigExpired(config: Pick<SignedConfig, 'timestamp' | 'expires'>, now: number): boolean {
  const at = signedConfigExpiresAt(config);
  return !(at > now);
}

const RULE = en.signing.rule;

const trimmed = () => z.string().check(z.trim());
const apiName = trimmed().check(z.regex(/^[^\s.,]+\.[^\s.,]+$/, RULE.apiName));

/** A pasted or generated config; lenient where a backend may differ harmlessly (number timestamp, comma-joined apis). */
export const signedConfigSchema = z.object({
  key: trimmed().check(z.minLength(1, RULE.keyEmpty)),
  timestamp: z.pipe(
    z.union([trimmed(), z.pipe(z.int().check(z.nonnegative()), z.transform(String))]),
    z.string().check(z.regex(/^\d+$/, RULE.timestamp)),
  ),
  nonceStr: trimmed().check(z.regex(/^[A-Za-z0-9]{16,32}$/, RULE.nonceStr)),
  signature: z.pipe(
    trimmed().check(z.toLowerCase()),
    z.string().check(z.regex(/^[0-9a-f]{64}$/, RULE.signature)),
  ),
  apis: z.pipe(
    z.union([
      z.array(apiName),
      z.pipe(z.string(), z.transform((s: string) => s.split(',').map((p) => p.trim()).filter((p) => p !== ''))),
    ]),
    z.array(apiName).check(z.minLength(1, RULE.apisEmpty)),
  ),
  expires: z.optional(
    z.pipe(
      z.union([trimmed(), z.pipe(z.int().check(z.nonnegative()), z.transform(String))]),
      z.string().check(z.regex(/^\d+$/, RULE.expires)),
    ),
  ),
});

export interface ConfigFieldError {
  /** A field of the config ("key", "timestamp", …) or "config" for the text as a whole. */
  field: string;
  /** In English; `text` says the same as data for the interface language (signingIssueText in strings.ts). */
  message: string;
  text: SigningIssue;
  /** For a text that is not JSON: character offset where reading stopped, when known. */
  position?: number;
}

export type SignedConfigParse = { ok: true; value: SignedConfig } | { ok: false; errors: ConfigFieldError[] };

function configError(field: string, text: SigningIssue, position?: number): ConfigFieldError {
  return { field, message: signingIssueText(text, en), text, ...(position === undefined ? {} : { position }) };
}

/** V8's JSON messages carry the offset in some forms only; this recovers it where it can. */
function jsonErrorPosition(text: string, message: string): number | undefined {
  const at = /position (\d+)/.exec(message);
  if (at?.[1] !== undefined) return Number(at[1]);
  if (/Unexpected end of JSON input/.test(message)) return text.length;
  const token = /Unexpected token '(.)'/.exec(message);
  if (token?.[1] !== undefined) {
    const index = text.indexOf(token[1]);
    if (index >= 0) return index;
  }
  return undefined;
}

const FIELD_NAMES = ['key', 'timestamp', 'nonceStr', 'signature', 'apis'];

/** The schema's messages are the English rules, so an issue's message names the rule it broke; anything else is zod's own type complaint. */
function issueText(field: string, message: string, missing: boolean): SigningIssue {
  if (missing) return { id: 'missing', field };
  const rule = (Object.keys(RULE) as SigningRule[]).find((r) => RULE[r] === message);
  return rule ? { id: 'rule', rule } : { id: 'wrongType', field, detail: message };
}

/** Checks a config object (pasted, or edited field by field): one error per bad field, enough to act on. */
export function checkSignedConfig(value: Record<string, unknown>): SignedConfigParse {
  const result = signedConfigSchema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const errors: ConfigFieldError[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'config';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(configError(field, issueText(field, issue.message, value[field] === undefined)));
  }
  return { ok: false, errors };
}

/** Reads a pasted config: one "config" error when it is not a JSON object, else one error per bad field. */
export function parseSignedConfigText(text: string): SignedConfigParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    if (text.trim() === '') return { ok: false, errors: [configError('config', { id: 'empty' }, 0)] };
    // The parser's own message quotes the text ("Unexpected token 'd', "demo-secre"... is not valid JSON"), and the
    // text may be a secret pasted by mistake: only the position is kept, never a character of the input.
    const position = jsonErrorPosition(text, e instanceof Error ? e.message : String(e));
    return { ok: false, errors: [configError('config', { id: 'notJson', ...(position === undefined ? {} : { position }) }, position)] };
  }
  if (!isPlainObject(value)) {
    return { ok: false, errors: [configError('config', { id: 'notObject', fields: FIELD_NAMES.join(', '), got: valueKind(value) })] };
  }
  return checkSignedConfig(value);
}
