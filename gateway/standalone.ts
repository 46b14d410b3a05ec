// The gateway as its own HTTP server, with the timeouts a server facing a network needs (slowloris, idle sockets).
import { createServer, type Server } from 'node:http';
import type { Gateway } from './server';

export interface ServerLimits {
  /** Time allowed to send the request headers. */
  headersTimeoutMs?: number;
  /** Time allowed for the whole request, body included (not the answer: fault-slow answers after 20 s). */
  requestTimeoutMs?: number;
  /** How often Node checks those two timeouts; tests shorten it. */
  checkIntervalMs?: number;
}

export function createGatewayServer(gateway: Gateway, limits: ServerLimits = {}): Server {
  const headersTimeout = limits.headersTimeoutMs ?? 10_000;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout: Math.max(headersTimeout, limits.requestTimeoutMs ?? 30_000),
      connectionsCheckingInterval: limits.checkIntervalMs ?? 1_000,
      // Well above the 8 KB query cap, so an over-long query gets our 414 envelope rather than a bare 431.
      maxHeaderSize: 32 * 1024,
    },
    (req, res) => gateway.handle(req, res),
  );
  server.keepAliveTimeout = 5_000;
  return server;
}
