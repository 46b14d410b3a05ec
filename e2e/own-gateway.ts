// A reference gateway of a spec's own, beside the app's: on a port the system gives (so parallel workers never
// collide), stopped and started again on that same port (the environment pointing at it names the port).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type Gateway } from '../gateway/server';

export class OwnGateway {
  /** 0 until it has first started. */
  port = 0;
  private running: { gateway: Gateway; server: Server } | null = null;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const gateway = createGateway({ latencyMs: 0, log: () => {} });
    const server = createServer((req, res) => gateway.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as AddressInfo).port;
    this.running = { gateway, server };
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    const { gateway, server } = this.running;
    this.running = null;
    gateway.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
