// The answer as it may leave the browser: body, URL, failure and deviations masked (maskForShare), then read again
// so record and envelope show exactly what the masked body says.
import type { LookupResult } from '../../../api/types';
import { isPlainObject } from '../../../api/schemas/lenient';
import { inspectBody } from '../../../api/inspect-body';
import { maskCopy, maskForShare, maskRequestUrl, type ShareOptions } from '../../../api/mask-secret';
import { rawTextOf } from '../../../api/raw-text';
import { keyOfAccount } from '../../../api/credential-identity';

/** Masks every string inside a plain JSON value (failure texts, deviations quote reasons that can carry a key). */
function maskDeep<T>(value: T, clientIp: string | null, options: ShareOptions): T {
  return maskCopy(value, (s) => maskForShare(s, clientIp, options));
}

/** The one masking a shared answer's text gets (maskForShare with this answer's key and client_ip). */
export function shareMask(result: LookupResult, keepClientIp: boolean): (text: string) => string {
  const options: ShareOptions = { key: keyOfAccount(result.request.account), keepClientIp };
  const parsed = result.parsed;
  const clientIp = result.envelope?.client_ip ?? (isPlainObject(parsed) && typeof parsed.client_ip === 'string' ? parsed.client_ip : null);
  return (text) => maskForShare(text, clientIp, options);
}

export function sharedResult(result: LookupResult, keepClientIp: boolean): LookupResult {
  const options: ShareOptions = { key: keyOfAccount(result.request.account), keepClientIp };
  const parsed = result.parsed;
  const clientIp = result.envelope?.client_ip ?? (isPlainObject(parsed) && typeof parsed.client_ip === 'string' ? parsed.client_ip : null);
  const rawText = maskForShare(rawTextOf(result), clientIp, options);
  // The URL's host may be the caller's own address (loopback): only keys are masked there.
  const displayUrl = maskForShare(maskRequestUrl(result.request.displayUrl), null, options);
  const base: LookupResult = {
    ...result,
    request: { ...result.request, displayUrl, account: '' },
    // Response headers can carry cookies or internal hosts: a shared answer keeps status only.
    http: result.http ? { status: result.http.status, statusText: result.http.statusText, headers: {} } : null,
    rawText,
    failure: result.failure ? maskDeep(result.failure, clientIp, options) : null,
    deviations: maskDeep(result.deviations, clientIp, options),
  };
  // The share's body is the text masked above: the bytes of the answer's (masked for lookup only) do not go along.
  delete base.rawBytes;
  if (result.parsed === undefined) return { ...base, parsed: undefined, envelope: null, record: null };
  const { params } = result.request;
  const again = inspectBody({ text: rawText, format: params.resultType, operation: params.operation, source: displayUrl }, result.startedAt).result;
  return { ...base, parsed: again.parsed, envelope: again.envelope, record: again.record };
}
