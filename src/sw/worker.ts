// The offline shell's service worker (issue 24), built into dist/sw.js by the 'offline-shell' plugin in vite.config.ts,
// which fills in the build's file list. Caches the app's own files so the page opens with no network; gateway calls and
// every other origin pass by untouched (routing.ts). Caches only: IndexedDB (History) is never opened here.
import { CACHE_PREFIX, swRoute } from './routing';

declare const __PRECACHE__: string[];
declare const __SHELL_VERSION__: string;

// The worker's own globals, typed here: the project's lib is the page's (DOM), not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`;
const PRECACHED = new Set(__PRECACHE__);
const PAGE = '/index.html';

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  // Older builds' caches go; nothing else is touched (History lives in IndexedDB).
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(CACHE_PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => scope.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
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
  else if (route === 'page') event.respondWith(page(event.request));
});
