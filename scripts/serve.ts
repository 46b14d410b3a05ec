// Serves the built app (dist/) and mounts the reference gateway under /gateway on the same origin.
// Used by `npm start` and by the end-to-end tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGateway, GATEWAY_MOUNT } from '../gateway/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// APP_DIST lets parallel test runs serve their own build.
const dist = path.resolve(root, process.env.APP_DIST ?? 'dist');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    latency: { type: 'string', default: process.env.GATEWAY_LATENCY ?? '300' },
    upstream: { type: 'string' },
  },
});

/**
 * The app's own Content-Security-Policy: no inline script, nothing loaded from elsewhere but what the
 * user points the app at (connect-src) and description images after the explicit opt-in (img-src).
 * A srcdoc frame inherits this policy, so it must allow no more than a description may use.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The body-parsing worker is a same-origin script file (never a blob: or data: URL).
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  'connect-src *',
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Whether a missing path is a client-side route the single-page app answers: a page load (no file extension, outside
 * assets/, asking for HTML or anything). A missing script or chunk is a 404: answered with index.html (200, text/html)
 * a page of the previous build failed on a MIME-type error instead of a missing file, and a cache could keep it.
 */
export function isAppRoute(pathname: string, accept: string | undefined): boolean {
  if (pathname.startsWith('/assets/') || path.posix.extname(pathname) !== '') return false;
  return accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

const gateway = createGateway({ latencyMs: Number(values.latency), ...(values.upstream ? { upstream: values.upstream } : {}) });

async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  let file = path.join(dist, pathname);
  // Containment by path.relative, not by string prefix: "dist-private" starts with "dist" too.
  const inside = path.relative(dist, file);
  if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
    res.writeHead(404).end('Not found');
    return;
  }
  const isFile = await stat(file).then((s) => s.isFile()).catch(() => false);
  if (!isFile) {
    if (!isAppRoute(pathname, req.headers.accept)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    file = path.join(dist, 'index.html');
  }
  try {
    const body = await readFile(file);
    const ext = path.extname(file);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Content-Security-Policy': APP_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The app is not built yet: run `npm start` (or `npm run build`).');
  }
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === GATEWAY_MOUNT || url.startsWith(`${GATEWAY_MOUNT}/`) || url.startsWith(`${GATEWAY_MOUNT}?`)) {
    req.url = url.slice(GATEWAY_MOUNT.length) || '/';
    gateway.handle(req, res);
    return;
  }
  void serveStatic(req, res);
});
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;

server.listen(Number(values.port), values.host, () => {
  const origin = `http://${values.host}:${values.port}`;
  const catalog = gateway.catalog();
  const ok = catalog.accounts.find((a) => a.expect === '0000');
  const lines = [
    '',
    `  Listing Explorer   ${origin}/`,
    `  Reference gateway  ${origin}${GATEWAY_MOUNT}/  (catalog: ${origin}${GATEWAY_MOUNT}/_catalog)`,
    '',
    ok ? `  Sample account     key=${ok.key}  secret=${ok.secret}` : '',
    `  Sample company     item_id=${catalog.samples.find((s) => s.family === 'company')?.id ?? ''}`,
    `  Sample product     num_iid=${catalog.samples.find((s) => s.family === 'product')?.id ?? ''}`,
    `  Try                curl '${origin}${GATEWAY_MOUNT}/company/item_get/?key=${ok?.key ?? ''}&secret=${ok?.secret ?? ''}&item_id=${catalog.samples.find((s) => s.family === 'company')?.id ?? ''}'`,
    '',
  ];
  console.log(lines.join('\n'));
});

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    gateway.close();
    server.close();
    process.exit(0);
  });
}
