// Vite for the app (dev server mounts the reference gateway under /gateway) and Vitest for unit/contract tests.
/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Mounts the reference gateway on the dev server's own origin, so the app needs no CORS out of the box. */
function referenceGateway(): Plugin {
  return {
    name: 'reference-gateway',
    async configureServer(server) {
      // Loaded here, not at the top: builds and tests do not need the gateway in the config.
      const { createGateway, GATEWAY_MOUNT } = await server.ssrLoadModule('/gateway/server.ts');
      const gateway = createGateway({ latencyMs: Number(process.env.GATEWAY_LATENCY ?? 300) });
      server.middlewares.use(GATEWAY_MOUNT, (req, res) => gateway.handle(req, res));
      server.httpServer?.once('close', () => gateway.close());
    },
  };
}

export default defineConfig({
  plugins: [react(), referenceGateway()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Contract tests run real PHP and a real gateway: on a shared 2-core machine 5 s is too tight (a timing, not a check).
    testTimeout: 30_000,
  },
});
