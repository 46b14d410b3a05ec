// HTTP plumbing shared by every route: CORS and safety headers, strict query decoding, capped body reading.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_QUERY_BYTES = 8 * 1024;
export const MAX_BODY_BYTES = 64 * 1024;
/** Past this much of an oversized body the connection is dropped instead of drained. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/** Everything a browser needs to call us from any origin; no credentials, nothing exposed beyond the defaults. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
};

export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Max-Age': '600',
};

export function baseHeaders(contentType: string): Record<string, string> {
  return {
    ...CORS_HEADERS,
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * A text body longer than this goes out in slices of it, each converted to UTF-8 as it is written: the first bytes of
 * the 50 MB listing's answer left only once all 130 MB were converted (a first byte 300–480 ms after the request at
 * 20 MB, issue 36), where a service streams what it has.
 */
export const SLICE_CHARS = 1 << 20;

/** Writes a complete answer unless the client is already gone (a write after that would throw or leak). */
export function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer, extra: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...baseHeaders(contentType), 'Content-Length': String(Buffer.byteLength(body)), ...extra });
  if (typeof body !== 'string' || body.length <= 2 * SLICE_CHARS) {
    res.end(body);
    return;
  }
  let at = 0;
  const next = (): void => {
    while (!res.destroyed) {
      let end = Math.min(body.length, at + SLICE_CHARS);
      // A surrogate pair is not cut: each half alone would be written as U+FFFD. (The app's src/lib/text-pieces.ts
      // keeps the same rule; the gateway stands in for someone else's server and shares no code with the app.)
      const last = body.charCodeAt(end - 1);
      if (end < body.length && last >= 0xd800 && last <= 0xdbff) end += 1;
      const piece = body.slice(at, end);
      at = end;
      if (at >= body.length) {
        res.end(piece);
        return;
      }
      if (!res.write(piece)) {
        res.once('drain', next);
        return;
      }
    }
  };
  next();
}

export class QueryError extends Error {}

/**
 * Decodes a query string strictly: a malformed percent escape or bytes that are not UTF-8 raise a
 * QueryError (answered 4003) instead of being guessed at. A repeated name is an error too, because
 * which copy wins differs between servers and a proxy in front might pick another one.
 */
export function parseQuery(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  if (raw === '') return out;
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new QueryError(`Param error: the query string has a malformed percent escape near "${rawName.slice(0, 40)}".`);
    }
    if (out.has(name)) throw new QueryError(`Param error: the parameter ${name.slice(0, 40)} is given more than once.`);
    out.set(name, value);
  }
  return out;
}

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true } | { ok: false; tooLarge: false };

/** Reads the request body up to MAX_BODY_BYTES; an oversized body is drained (bounded) so the 413 reaches the client. */
export function readBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (r: BodyResult): void => {
      if (!settled) {
        settled = true;
        resolve(r);
      }
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        req.destroy();
        done({ ok: false, tooLarge: true });
      }
    });
    req.on('end', () => done(size > MAX_BODY_BYTES ? { ok: false, tooLarge: true } : { ok: true, body: Buffer.concat(chunks) }));
    req.on('error', () => done({ ok: false, tooLarge: false }));
    req.on('close', () => done(size > MAX_BODY_BYTES ? { ok: false, tooLarge: true } : { ok: false, tooLarge: false }));
  });
}

/** The peer address; forwarding headers are not trusted, since anyone can send them. */
export function clientIp(req: IncomingMessage): string {
  const ip = req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** A path fit for one log line: bounded, and without control characters that could forge extra lines. */
export function loggablePath(path: string): string {
  const clean = path.replace(/[\0-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean;
}
