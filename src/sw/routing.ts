// The offline shell's one decision (issue 24): what the service worker does with a request. Pure, so it is unit-tested
// apart from the worker. Gateway calls are never touched: the send path, its refusals and billing depend on every
// item_get reaching the network exactly as sent (DESIGN D14), so the worker does not even answer them from the network.

/** What the worker does: leave the request alone, answer from the cache first, or try the network and fall back. */
export type SwRoute = 'network' | 'cache-first' | 'page';

/** Paths of the reference gateway (mounted under /gateway) and of any gateway: calls, its catalog, its pictures. */
const GATEWAY_PATH = /(?:^\/gateway(?:\/|$)|\/item_get(?:\/|$)|\/_catalog(?:\/|$|\?)|\/_img\/)/;

export interface SwRequest {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/**
 * The route for a request, seen from a worker whose scope is `origin`. `precached` holds the paths written at build
 * time (index.html and every file in assets/). Anything the worker does not know stays on the network, untouched.
 */
export function swRoute(req: SwRequest, origin: string, precached: ReadonlySet<string>): SwRoute {
  if (req.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'network';
  }
  // Another origin is a gateway, a description picture or anything else: never the worker's business.
  if (url.origin !== origin) return 'network';
  if (GATEWAY_PATH.test(url.pathname)) return 'network';
  if (req.mode === 'navigate') return 'page';
  // Hashed build files never change under their name: the cache answers them, offline or not.
  if (precached.has(url.pathname) && url.search === '') return 'cache-first';
  return 'network';
}

/** The paths to cache for a build's file names (as the bundle names them, e.g. "assets/app-1a2b.js", "index.html"). */
export function precacheList(fileNames: readonly string[]): string[] {
  const keep = fileNames.filter((f) => f === 'index.html' || f.startsWith('assets/') || /^[\w.-]+\.(?:svg|ico|png|webmanifest)$/.test(f));
  return [...new Set(keep.map((f) => `/${f}`))].sort();
}

/** The cache of one build: a new build's worker writes a new one and deletes the others (never IndexedDB). */
export const CACHE_PREFIX = 'listing-explorer-shell-';
