// The offline shell's one decision (issue 24): what the service worker does with a request. Pure, so it is unit-tested
// apart from the worker. Gateway calls are never touched: the send path, its refusals and billing depend on every
// item_get reaching the network exactly as sent (DESIGN D14), so the worker does not even answer them from the network.

/**
 * What the worker does: leave the request alone, answer from its build's cache first, answer a file of an earlier
 * build from that build's cache (a tab opened before the update still runs it), or try the network for the page.
 */
export type SwRoute = 'network' | 'cache-first' | 'earlier-build' | 'page';

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
  // A build file this build does not have: a tab of the previous build asking for one of its own chunks.
  if (url.pathname.startsWith('/assets/') && url.search === '') return 'earlier-build';
  return 'network';
}

/**
 * Whether an answer from the network can stand for a build file: a missing file answered with the app's page (a server
 * whose fallback serves index.html for every path) is no script, and cached as one it would break that tab for good.
 */
export function servesAsset(pathname: string, status: number, contentType: string): boolean {
  if (status < 200 || status > 299) return false;
  return !contentType.includes('text/html') || pathname.endsWith('.html');
}

/**
 * Cache entries that record which tabs loaded a build (the worker writes one per page it serves): a build's cache goes
 * only once every open tab is recorded in the newest one, so a tab of the previous build keeps its files.
 */
export const CLIENT_MARK = '/__shell-client/';

/** The earlier builds' caches that may go: none while any open tab is not known to run the current build. */
export function cachesToDelete(cacheNames: readonly string[], current: string, openTabs: readonly string[], currentTabs: ReadonlySet<string>): string[] {
  if (!openTabs.every((id) => currentTabs.has(id))) return [];
  return cacheNames.filter((k) => k.startsWith(CACHE_PREFIX) && k !== current);
}

/** The paths to cache for a build's file names (as the bundle names them, e.g. "assets/app-1a2b.js", "index.html"). */
export function precacheList(fileNames: readonly string[]): string[] {
  const keep = fileNames.filter((f) => f === 'index.html' || f.startsWith('assets/') || /^[\w.-]+\.(?:svg|ico|png|webmanifest)$/.test(f));
  return [...new Set(keep.map((f) => `/${f}`))].sort();
}

/** The cache of one build: a new build's worker writes a new one, and deletes the others once no tab runs them (never IndexedDB). */
export const CACHE_PREFIX = 'listing-explorer-shell-';
