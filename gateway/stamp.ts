// What the gateway writes into a record when it fetches it: the caller in the tracking image (as the real service
// does, baked into the cached answer) and its own address in front of the data set's picture paths.
import { isIPv4 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { PICTURE_ORIGIN, TRACKER_SLOTS } from './data/listing-parts';
import { GATEWAY_MOUNT } from './mount';

export interface Caller {
  /** The peer address as the gateway reports it in client_ip. */
  ip: string;
  key: string;
  nowMs: number;
  /** `http://host:port/gateway/`, or undefined when the Host header is unusable (pictures keep the data set's URL). */
  pictureBase: string | undefined;
}

/** An IPv4 address as the unsigned 32-bit number the tracker's `p` carries; 0 for anything else (IPv6). */
export function ipv4ToUint32(ip: string): number {
  if (!isIPv4(ip)) return 0;
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** The tracker's `k`: a fragment of the caller's key, not the whole key. */
export function keyFragment(key: string): string {
  return encodeURIComponent(key.slice(0, 6));
}

const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

/** Where this request reached us: pictures are served under the same mount, on the host the caller used. */
export function pictureBaseOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? '';
  if (!HOST.test(host)) return undefined;
  const scheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  return `${scheme}://${host}${GATEWAY_MOUNT}/`;
}

/** A stamped value, and whether it depends on the caller beyond the picture base (then it may not be reused). */
interface Stamped {
  value: unknown;
  personal: boolean;
}

function stampText(text: string, caller: Caller): Stamped {
  let out = text;
  if (caller.pictureBase && out.includes(PICTURE_ORIGIN)) out = out.replaceAll(PICTURE_ORIGIN, caller.pictureBase);
  if (!out.includes(TRACKER_SLOTS.ip)) return { value: out, personal: false };
  out = out
    .replaceAll(TRACKER_SLOTS.ip, String(ipv4ToUint32(caller.ip)))
    .replaceAll(TRACKER_SLOTS.key, keyFragment(caller.key))
    .replaceAll(TRACKER_SLOTS.time, String(Math.floor(caller.nowMs / 1000)));
  return { value: out, personal: true };
}

// The 2 MB listings share their 5,000-element arrays between calls: rewriting their picture URLs once per picture
// base, not once per call, keeps a fresh lookup of them fast. Only containers with nothing personal are kept.
const reused = new WeakMap<object, Map<string, unknown>>();

function stampValue(value: unknown, caller: Caller): Stamped {
  if (typeof value === 'string') return stampText(value, caller);
  if (!value || typeof value !== 'object') return { value, personal: false };
  const base = caller.pictureBase ?? '';
  const known = reused.get(value)?.get(base);
  if (known !== undefined) return { value: known, personal: false };
  let personal = false;
  const stampOne = (v: unknown): unknown => {
    const stamped = stampValue(v, caller);
    personal ||= stamped.personal;
    return stamped.value;
  };
  // fromEntries defines own properties, so a key such as "__proto__" stays data.
  const out = Array.isArray(value) ? value.map(stampOne) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stampOne(v)]));
  if (!personal) {
    const byBase = reused.get(value) ?? new Map<string, unknown>();
    byBase.set(base, out);
    reused.set(value, byBase);
  }
  return { value: out, personal };
}

/**
 * A copy of the record with every string stamped; the data set's own (memoised) objects are never changed.
 * Nested containers without anything personal may be shared between answers: treat the result as read-only.
 */
export function stampRecord<T extends Record<string, unknown>>(record: T, caller: Caller): T {
  // The top level is always a fresh object: the caller overwrites fields such as _ddf.
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, stampValue(v, caller).value])) as T;
}
