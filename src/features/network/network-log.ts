// What the Network panel lists (issue 24): every request this page made this session, from the browser's own resource
// timing (fetches, scripts, styles, pictures, served by the offline shell or not) and the page's navigation. Only the
// chosen gateway and the page's own origin should ever appear; anything else is marked. URLs are masked here, before a
// view sees them: key, secret and signature never reach the screen (src/api/mask-secret.ts).
import { maskRequestUrl } from '../../api/mask-secret';

/** Who a request went to: the page's own origin, the chosen gateway, or neither (marked in the panel). */
export type RequestParty = 'page' | 'gateway' | 'other';

export interface NetworkRow {
  /** Position in the session, from 1. */
  n: number;
  host: string;
  /** Path and query, key, secret and signature masked. */
  path: string;
  /** Epoch ms the request started. */
  at: number;
  durationMs: number;
  kind: string;
  /** An item_get call: the billed kind. */
  billed: boolean;
  party: RequestParty;
}

export interface TimingLike {
  name: string;
  startTime: number;
  duration: number;
  initiatorType?: string;
  entryType: string;
}

/** The origin of a base URL, or null when it is not a URL (then nothing counts as the gateway's). */
function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** One row per entry, in order; `pageOrigin` is location.origin, `gatewayBaseUrl` the active environment's base URL. */
export function networkRows(entries: readonly TimingLike[], opts: { timeOrigin: number; pageOrigin: string; gatewayBaseUrl: string }): NetworkRow[] {
  const gateway = originOf(opts.gatewayBaseUrl, opts.pageOrigin);
  const gatewayPath = (() => {
    try {
      return new URL(opts.gatewayBaseUrl, opts.pageOrigin).pathname.replace(/\/+$/, '');
    } catch {
      return '';
    }
  })();
  const rows: NetworkRow[] = [];
  for (const e of [...entries].sort((a, b) => a.startTime - b.startTime)) {
    let url: URL;
    try {
      url = new URL(e.name);
    } catch {
      continue;
    }
    if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
    const onGateway = url.origin === gateway && (gatewayPath === '' || url.pathname === gatewayPath || url.pathname.startsWith(`${gatewayPath}/`));
    const party: RequestParty = onGateway ? 'gateway' : url.origin === opts.pageOrigin ? 'page' : 'other';
    rows.push({
      n: rows.length + 1,
      host: url.host,
      path: maskRequestUrl(url.pathname + url.search),
      at: Math.round(opts.timeOrigin + e.startTime),
      durationMs: Math.round(e.duration),
      kind: e.entryType === 'navigation' ? 'navigation' : (e.initiatorType ?? 'other'),
      billed: /\/item_get\/?$/.test(url.pathname),
      party,
    });
  }
  return rows;
}
