// Test harness: a gateway on an ephemeral port, plus fetch and raw-socket helpers that keep URLs byte-for-byte.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type Gateway, type GatewayOptions } from '../server';
import { createGatewayServer, type ServerLimits } from '../standalone';

export const DEMO = { key: 'demo', secret: 'demo-secret-2026' } as const;
export const COMPANY_ID = 'shop_1000000';
export const PRODUCT_ID = '600000000000';

export interface Running {
  gw: Gateway;
  server: Server;
  base: string;
  port: number;
  logs: string[];
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions = {}, limits?: ServerLimits): Promise<Running> {
  const logs: string[] = [];
  const gw = createGateway({ latencyMs: 0, log: (line) => logs.push(line), ...options });
  const server = createGatewayServer(gw, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    gw,
    server,
    port,
    base: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise<void>((resolve) => {
        gw.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

export async function call(base: string, path: string, params: Record<string, string>, init: RequestInit = {}): Promise<Answer> {
  const qs = new URLSearchParams(params).toString();
  const res = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A JSON envelope; fails the test with the body when the answer is not JSON. */
export async function envelope(base: string, path: string, params: Record<string, string>, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const a = await call(base, path, params, init);
  try {
    return JSON.parse(a.text) as Record<string, unknown>;
  } catch {
    throw new Error(`not JSON (HTTP ${a.status}): ${a.text.slice(0, 200)}`);
  }
}

export const company = (base: string, params: Record<string, string>, init?: RequestInit) => envelope(base, '/company/item_get/', params, init);
export const product = (base: string, params: Record<string, string>, init?: RequestInit) => envelope(base, '/product/item_get/', params, init);

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http with the path as given: fetch would normalise "/../" and percent escapes away. */
export function raw(port: number, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
