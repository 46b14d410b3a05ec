// The offline shell's service worker (issue 24), built into dist/sw.js by the 'offline-shell' plugin in vite.config.ts,
// which fills in the build's file list. Caches the app's own files so the page opens with no network; gateway calls and
// every other origin pass by untouched (routing.ts). Caches only: IndexedDB (History) is never opened here.
// Updates lose nothing (issue 34): a new build's worker waits until the person chooses Reload (the page sends
// SKIP_WAITING), and an earlier build's cache stays, serving the tabs still running it, until no open tab does.
import { CACHE_PREFIX, cachesToDelete, CLIENT_MARK, servesAsset, swRoute } from './routing';

declare const __PRECACHE__: string[];
declare const __SHELL_VERSION__: string;

// The worker's own globals, typed here: the project's lib is the page's (DOM), not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** The tab a navigation will become ('' for other requests). */
  resultingClientId?: string;
  respondWith(r: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
  /** The page that sent it. */
  source: { id: string } | null;
}
interface WorkerScope {
  location: Location;
  registration: { waiting: unknown; installing: unknown };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ id: string; frameType: string }[]> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`;
const PRECACHED = new Set(__PRECACHE__);
const PAGE = '/index.html';

scope.addEventListener('install', (event) => {
  // No skipWaiting here: tabs open on the previous build keep its worker until the person chooses Reload.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__PRECACHE__)));
});

scope.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') event.waitUntil(scope.skipWaiting());
  // A page this worker served has started (register.ts): it runs this build, and the document it replaced is gone now,
  // so the earlier builds may be unused.
  else if (event.data === 'PAGE_LOADED') event.waitUntil(markTabs([event.source?.id ?? '']).then(dropEarlierBuilds));
});

/** Records that a tab runs this build (its page came from this worker, or it was open when the first worker came). */
async function markTabs(ids: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(ids.filter((id) => id !== '').map((id) => cache.put(`${CLIENT_MARK}${encodeURIComponent(id)}`, new Response(''))));
}

/** Marks kept before those of closed tabs are forgotten (a tab's mark is written before the tab exists, see below). */
const MARKS_KEPT = 100;

/** Deletes the earlier builds' caches once every open tab runs this build. */
async function dropEarlierBuilds(): Promise<void> {
  // A newer build is installed or waiting: the other caches are not all earlier ones, and cleaning is its job.
  if (scope.registration.waiting || scope.registration.installing) return;
  const [names, all, cache] = await Promise.all([caches.keys(), scope.clients.matchAll({ type: 'window', includeUncontrolled: true }), caches.open(CACHE)]);
  // Frames inside a tab (a description's) run what their tab runs.
  const open = all.filter((c) => c.frameType !== 'nested');
  const marks = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith(CLIENT_MARK));
  const marked = new Map(marks.map((r) => [decodeURIComponent(new URL(r.url).pathname.slice(CLIENT_MARK.length)), r]));
  const openIds = new Set(open.map((c) => c.id));
  // A page's mark is written while its navigation is answered, before its tab is listed: forgetting the marks of
  // tabs not listed would forget it, so they are forgotten only once there are many.
  if (marked.size > MARKS_KEPT) await Promise.all([...marked].filter(([id]) => !openIds.has(id)).map(([, r]) => cache.delete(r)));
  await Promise.all(cachesToDelete(names, CACHE, [...openIds], new Set(marked.keys())).map((k) => caches.delete(k)));
}

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const earlier = (await caches.keys()).filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE);
      // The first worker: the open tabs fetched it, so they run this build. After an update they run an earlier one.
      if (earlier.length === 0) await markTabs((await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((c) => c.id));
      await scope.clients.claim();
      await dropEarlierBuilds();
    })(),
  );
});

/** A network answer for a build file, never the app's page standing in for a missing one. */
async function assetFromNetwork(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (servesAsset(new URL(request.url).pathname, response.status, response.headers.get('content-type') ?? '')) return response;
  return response.ok ? new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }) : response;
}

/** A build file from any build's cache: its name is its content's hash, so the same name is the same file. */
async function fromAnyBuild(request: Request): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter((k) => k.startsWith(CACHE_PREFIX))) {
    const hit = await (await caches.open(name)).match(request);
    if (hit) return hit;
  }
  return undefined;
}

/** A file of this build: its cache, another build's (this cache lost it), else the network (and kept). */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = (await cache.match(request)) ?? (await fromAnyBuild(request));
  if (hit) return hit;
  const response = await assetFromNetwork(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** A file of an earlier build, from whichever build's cache has it (its tab is still open), else the network. */
async function earlierBuild(request: Request): Promise<Response> {
  return (await fromAnyBuild(request)) ?? assetFromNetwork(request);
}

/** The page from the network when it answers (a new build shows at once), else the cached shell. */
async function page(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(PAGE, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(PAGE);
    if (shell) return shell;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const route = swRoute(event.request, scope.location.origin, PRECACHED);
  // 'network': no respondWith at all, so the browser sends the request as if there were no worker.
  if (route === 'cache-first') event.respondWith(cacheFirst(event.request));
  else if (route === 'earlier-build') event.respondWith(earlierBuild(event.request));
  else if (route === 'page') {
    event.respondWith(page(event.request));
    // The tab this page becomes runs this build; once every open tab does, the earlier builds' files can go.
    event.waitUntil(markTabs([event.resultingClientId ?? '']).then(dropEarlierBuilds));
  }
});
