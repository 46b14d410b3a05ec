// Response envelopes of the specification: every field of the success table in its order, and the error envelope.
import { createHash, randomBytes } from 'node:crypto';
import { errorCode } from '../src/api/error-catalog';
import { regionDateTime } from './time';

export type Lang = 'cn' | 'en' | 'ru';

/** What the cache keeps of a fresh answer: the record and the facts that describe when it was made. */
export interface StoredAnswer {
  item: Record<string, unknown>;
  secache: string;
  secacheTime: number;
  secacheDate: string;
  translateStatus: string;
  translateTime: number;
}

export interface SuccessInput {
  stored: StoredAnswer;
  lang: Lang;
  fromCache: boolean;
  apiInfo: string;
  elapsedMs: number;
  nowMs: number;
  region: string;
  clientIp: string;
  callArgs: Record<string, string>;
  apiType: string;
  memoryBytes: number;
}

export function secacheOf(cacheKey: string, storedAtMs: number): string {
  return createHash('md5').update(`${cacheKey}|${storedAtMs}`).digest('hex');
}

/** Seconds with three decimals, as a string like the sample ("0.312"). */
export function executionTime(elapsedMs: number): string {
  return (Math.max(0, elapsedMs) / 1000).toFixed(3);
}

export function serverTime(nowMs: number, region: string): string {
  return `${region}/${regionDateTime(nowMs, region)}`;
}

export function successEnvelope(input: SuccessInput): Record<string, unknown> {
  const { stored } = input;
  return {
    item: stored.item,
    error: '',
    reason: '',
    error_code: '0000',
    secache: stored.secache,
    secache_time: stored.secacheTime,
    secache_date: stored.secacheDate,
    translate_status: stored.translateStatus,
    translate_time: stored.translateTime,
    language: { default_lang: 'cn', current_lang: input.lang },
    cache: input.fromCache ? 1 : 0,
    api_info: input.apiInfo,
    execution_time: executionTime(input.elapsedMs),
    server_time: serverTime(input.nowMs, input.region),
    client_ip: input.clientIp,
    call_args: input.callArgs,
    api_type: input.apiType,
    server_memory: `${(input.memoryBytes / 1024 / 1024).toFixed(2)}MB`,
    last_id: false,
  };
}

export interface ErrorInput {
  code: string;
  /** Overrides the catalog's message when the gateway can say more precisely what went wrong. */
  reason?: string;
  apiInfo: string;
  elapsedMs: number;
  nowMs: number;
  region: string;
  apiType: string;
}

/** Reason text of 2000: the specification asks for a short "not found" message in Chinese. */
export const NOT_FOUND_REASON = '未找到该商品';

export function errorEnvelope(input: ErrorInput): Record<string, unknown> {
  const info = errorCode(input.code);
  return {
    error: info.errorKey,
    reason: input.reason ?? (input.code === '2000' ? NOT_FOUND_REASON : info.message),
    error_code: info.code,
    success: 0,
    cache: 0,
    api_info: input.apiInfo,
    execution_time: executionTime(input.elapsedMs),
    server_time: serverTime(input.nowMs, input.region),
    // The specification shows an empty list here on errors, unlike the object of a success.
    call_args: [],
    api_type: input.apiType,
    request_id: randomBytes(12).toString('hex'),
  };
}
