// Vite for the app (dev server mounts the reference gateway under /gateway) and Vitest for unit/contract tests.
/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precacheList } from './src/sw/routing.ts';

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

/**
 * The offline shell (issue 24): after a build is written, builds src/sw/worker.ts into sw.js with the build's own file
 * list (index.html, every file in assets/, the public icons) and writes that list to precache.json for a look. The
 * version is a hash of the list and the page, so each new build installs a new worker that drops the old cache.
 */
function offlineShell(): Plugin {
  let publicDir = '';
  return {
    name: 'offline-shell',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const publicFiles = publicDir ? readdirSync(publicDir).filter((f) => f !== 'sw.js') : [];
      const list = precacheList([...Object.keys(bundle), ...publicFiles]);
      const page = bundle['index.html'];
      const pageText = page && page.type === 'asset' ? String(page.source) : '';
      const version = createHash('sha256').update(list.join('\n')).update(pageText).digest('hex').slice(0, 12);
      const { build } = await import('rolldown');
      const built = await build({
        input: path.resolve(import.meta.dirname, 'src/sw/worker.ts'),
        write: false,
        transform: { define: { __PRECACHE__: JSON.stringify(list), __SHELL_VERSION__: JSON.stringify(version) } },
        output: { format: 'iife', minify: true },
      });
      const code = built.output[0].code;
      writeFileSync(path.join(outDir, 'sw.js'), code);
      writeFileSync(path.join(outDir, 'precache.json'), `${JSON.stringify({ version, files: list }, null, 2)}\n`);
    },
  };
}

/** A module of the app (path below src/) or of a package, as rolldown names modules. */
const inSrc = (...paths: string[]) => (id: string) => paths.some((p) => id.includes(`/src/${p}`));

/**
 * The chunks a page loads: everything the first paint imports in one ('app'), then one chunk per part loaded on demand.
 * A group takes the modules its test names and (by default) their dependencies, except what a group of higher
 * priority took: the first paint's modules stay in 'app', so a lazy part never drags them along twice.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 100 },
  // Everything between a click on "Look up" and the answer in the store: the form and its check, the sender, the API
  // module, parsers and response schemas (zod, react-hook-form). Preloaded after the first paint.
  { name: 'lookup', test: inSrc('features/lookup/components/lookup-form.tsx', 'features/lookup/lookup-resolver.ts', 'queries/send-lookup.ts', 'perf/warming-fetch.ts'), priority: 50 },
  // The result view an answer is shown in (record, envelope, failure), the next thing the page needs after a lookup,
  // with the idle warm-up that renders it once (src/perf/warm-up.tsx).
  { name: 'result', test: inSrc('features/result/components/lookup-answer.tsx', 'features/result/components/result-panel.tsx', 'perf/warm-up.tsx'), priority: 40 },
  // The history side's list of stored answers and its IndexedDB layer, drawn once the page has started.
  { name: 'history', test: inSrc('features/history/components/answer-history.tsx', 'features/history/answer-db.ts'), priority: 30 },
];

/** API tests that stub a global or fake timers: they run isolated (see test.projects). */
const ISOLATED_API_TESTS = ['src/api/billing-rules.test.ts', 'src/api/parse/off-thread.test.ts'];

export default defineConfig({
  plugins: [react(), referenceGateway(), offlineShell()],
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What a page fetches until it is idle is a handful of requests, one per part it needs (budget: 15), instead of
        // the ~35 small shared chunks automatic splitting made (each with its own request and gzip overhead).
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Contract tests run real PHP and a real gateway: on a shared 2-core machine 5 s is too tight (a timing, not a check).
    testTimeout: 30_000,
    projects: [
      {
        // The gateway, the scripts and the API module (parsers, schemas, masking, request building) keep no state a test
        // could leak beyond caches of pure results, so their files share one module graph per worker instead of
        // importing the gateway and the parsers again for each file: 40 -> 27 s and 74 -> 50 CPU-s for their 739 tests.
        // A file that stubs a global or fakes timers stays isolated (below), as does all of the UI, whose stores,
        // DOM and IndexedDB are state.
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: ['gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'src/api/**/*.test.ts'],
          exclude: [...ISOLATED_API_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['src/**/*.test.{ts,tsx}'],
          // A project's exclude replaces the command line's, so `npm run test:changed` says here when the whole-app tests
          // are not part of its edit loop (VITEST_WITHOUT_APP=1: a change outside the UI; the full run always has them).
          exclude: ['src/api/**', ...(process.env.VITEST_WITHOUT_APP ? ['src/app/*.test.tsx'] : [])],
        },
      },
      { extends: true, test: { name: 'isolated-api', include: [...ISOLATED_API_TESTS] } },
    ],
  },
});
