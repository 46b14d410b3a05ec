// The static server over real HTTP: it serves dist/ and nothing beside it, whatever the path's encoding.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'sibling-folder-content-7f3a';

let tmp = '';
let port = 0;
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

/** node:http sends the path byte for byte (fetch would normalise it). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; type?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ...(res.headers['content-type'] ? { type: res.headers['content-type'] } : {}) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  // The build, and a folder beside it whose name starts with the build's name: the prefix check's blind spot.
  await mkdir(path.join(tmp, 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(tmp, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(tmp, 'dist', 'assets', 'a.txt'), 'asset');
  await mkdir(path.join(tmp, 'dist-private'));
  await writeFile(path.join(tmp, 'dist-private', 'secret.txt'), SECRET);
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  port = await freePort();
  const proc = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', '--port', String(port), '--latency', '0'], {
    cwd: root,
    env: { ...process.env, APP_DIST: path.join(tmp, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('Listing Explorer')) resolve();
    });
    proc.on('exit', (code) => reject(new Error(`serve.ts exited (${code}) before listening`)));
  });
}, 30_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('scripts/serve.ts static files', () => {
  it('serves the build', async () => {
    expect(await get('/assets/a.txt')).toMatchObject({ status: 200, body: 'asset' });
    expect((await get('/some/route')).body).toContain('<title>app</title>');
  });

  // A page of the previous build asks for its chunks after a redeploy: a missing one must say so, never be the page.
  const BROWSER_PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  it.each([
    ['/assets/x.js', '*/*'],
    ['/assets/index-old1234.js', BROWSER_PAGE],
    ['/assets/style-old.css', 'text/css,*/*;q=0.1'],
    ['/assets/no-extension', BROWSER_PAGE],
    ['/missing.js', '*/*'],
    ['/favicon-old.png', 'image/avif,image/webp,*/*'],
  ])('a missing file is a 404, not the page: %s (Accept %s)', async (pathname, accept) => {
    const answer = await get(pathname, { Accept: accept });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('<title>app</title>');
    expect(answer.type).not.toContain('text/html');
  });

  it.each([['/some/route', BROWSER_PAGE], ['/company/shop_1', 'text/html'], ['/some/route', '*/*']])('a page load of a route is the app: %s (Accept %s)', async (pathname, accept) => {
    const answer = await get(pathname, { Accept: accept });
    expect(answer).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(answer.body).toContain('<title>app</title>');
  });

  it('a route asked for as data (not HTML) is a 404', async () => {
    expect((await get('/some/route', { Accept: 'application/json' })).status).toBe(404);
  });

  it.each([
    '/..%2fdist-private/secret.txt',
    '/..%2Fdist-private%2Fsecret.txt',
    '/assets/..%2f..%2fdist-private/secret.txt',
    '/%2e%2e%2fdist-private/secret.txt',
    '/..%2fsecret.txt',
    '/..%5c..%2fdist-private/secret.txt',
  ])('never reads beside dist: %s', async (pathname) => {
    const answer = await get(pathname);
    expect(answer.body).not.toContain(SECRET);
    expect([404, 200]).toContain(answer.status);
  });
});
