// Bundle-size check for `npm test`: fails when the JavaScript the first page load needs exceeds the budget.
// Size is deterministic (unlike time), so this is an assertion; timings live in `npm run bench`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
export const INITIAL_JS_BUDGET_GZIP = 110 * 1024;

/** Initial assets: what index.html loads by itself (entry script, modulepreloads, stylesheets). */
export function measureBundle() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initial = new Set(refs.map((r) => r.replace(/^\//, '')));
  const files = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
  const sum = (list, ext) =>
    list
      .filter((f) => f.endsWith(ext))
      .reduce(
        (acc, f) => {
          const buf = readFileSync(path.join(dist, f));
          return { raw: acc.raw + statSync(path.join(dist, f)).size, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
        },
        { raw: 0, gzip: 0 },
      );
  const initialList = files.filter((f) => initial.has(f));
  const lazyList = files.filter((f) => !initial.has(f));
  return { initialJs: sum(initialList, '.js'), initialCss: sum(initialList, '.css'), lazyJs: sum(lazyList, '.js'), initialFiles: initialList };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = measureBundle();
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`initial JS   ${kib(m.initialJs.raw)} raw, ${kib(m.initialJs.gzip)} gzip (budget ${kib(INITIAL_JS_BUDGET_GZIP)} gzip)`);
  console.log(`initial CSS  ${kib(m.initialCss.raw)} raw, ${kib(m.initialCss.gzip)} gzip`);
  console.log(`on demand JS ${kib(m.lazyJs.raw)} raw, ${kib(m.lazyJs.gzip)} gzip`);
  if (m.initialJs.gzip > INITIAL_JS_BUDGET_GZIP) {
    console.error(`✗ initial JavaScript is ${kib(m.initialJs.gzip - INITIAL_JS_BUDGET_GZIP)} over the ${kib(INITIAL_JS_BUDGET_GZIP)} gzip budget (DESIGN.md Budgets): lazy-load more.`);
    process.exit(1);
  }
  console.log('✓ initial JavaScript within budget');
}
