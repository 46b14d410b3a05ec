// `npm run test:changed`: the edit loop's tests (issue 35). The unit tests related to the files changed against HEAD
// (`vitest related`, which follows imports), then the end-to-end specs that cover them, found by the small table below.
// `--unit` skips the browser step; `--dry` prints the plan only. E2E_PORT and APP_DIST are passed on as given.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * Which specs cover a changed source file. Specs import nothing from src (they drive the built app), so the map is by
 * place: the first rule whose prefix the path starts with wins. A feature folder maps to the specs that drive its view;
 * the shell, the API module and the gateway to the smoke flow. A changed spec runs itself; a changed e2e helper
 * (fixtures.ts and the like) runs the smoke flow only, since every spec uses it: the full run is `npm run test:e2e`.
 */
const COVERS = [
  ['src/features/batch/', ['batch.spec.ts', 'batch-authority.spec.ts', 'batch-edges.spec.ts']],
  ['src/features/compare/', ['axe.spec.ts']],
  ['src/features/credentials/', ['environments.spec.ts']],
  ['src/features/history/', ['history.spec.ts']],
  ['src/features/inspect/', ['inspect.spec.ts']],
  ['src/features/lookup/', ['calls.spec.ts']],
  ['src/features/paste-request/', ['paste-request.spec.ts']],
  ['src/features/playlist/', ['playlist.spec.ts', 'playlist-offline.spec.ts', 'playlist-demo.spec.ts']],
  ['src/features/ledger/', ['ledger.spec.ts']],
  ['src/features/result/', ['description.spec.ts', 'security-hostile.spec.ts']],
  ['src/features/settings/', ['environments.spec.ts']],
  ['src/features/snippets/', ['snippets.spec.ts']],
  ['src/sw/', ['offline.spec.ts']],
  ['src/styles/', ['layout.spec.ts', 'header.spec.ts']],
  ['src/app/environment-bar.tsx', ['header.spec.ts']],
  ['src/i18n/', ['interface.spec.ts']],
  ['src/', ['smoke.spec.ts']],
  ['gateway/', ['smoke.spec.ts']],
  ['e2e/', ['smoke.spec.ts']],
];

function git(args) {
  const out = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr.trim()}`);
  return out.stdout.split('\n').filter(Boolean);
}

// Changed against HEAD (staged or not) plus new files git does not ignore; deleted files drop out.
const changed = [...new Set([...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])])].filter((f) => existsSync(path.join(root, f)));
const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && /^(src|gateway|scripts)\//.test(f));

const specs = new Set();
for (const file of changed) {
  if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) {
    specs.add(path.basename(file));
    continue;
  }
  const rule = COVERS.find(([prefix]) => file.startsWith(prefix));
  if (rule) for (const spec of rule[1]) if (existsSync(path.join(root, 'e2e', spec))) specs.add(spec);
}

// The whole-app component tests (src/app/*.test.tsx, app-harness.tsx) import every module, so `related` lists them for
// any change at all (~2 min of CPU). They run when the UI or the query layer changed; for a change in the API module,
// the gateway or the scripts, that module's own tests and the smoke spec are the edit loop, and the full run has them.
const uiChanged = code.some((f) => /^src\/(app|features|queries|components|i18n|lib)\//.test(f));
// A project's own exclude replaces --exclude on the command line (Vitest 4), so the config is told by the environment.
const withoutApp = !uiChanged;

console.log(`changed: ${changed.length ? changed.join(', ') : '(nothing)'}`);
console.log(`unit: ${withoutApp ? 'VITEST_WITHOUT_APP=1 ' : ''}vitest related ${code.join(' ') || '(none)'}`);
console.log(`e2e: ${specs.size && !flags.has('--unit') ? [...specs].join(' ') : '(none)'}`);
if (flags.has('--dry')) process.exit(0);

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
let failed = 0;
if (code.length) failed += run(bin('vitest'), ['related', '--run', '--passWithNoTests', ...code], withoutApp ? { VITEST_WITHOUT_APP: '1' } : {}) === 0 ? 0 : 1;
if (specs.size && !flags.has('--unit')) {
  // Its own build folder, so a run never touches dist/ (another run or a preview may be serving it).
  const dist = process.env.APP_DIST ?? mkdtempSync(path.join(tmpdir(), 'listing-explorer-changed-'));
  const built = process.env.APP_DIST ? 0 : run(bin('vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn']);
  if (built !== 0) failed += 1;
  else failed += run(bin('playwright'), ['test', ...[...specs].map((s) => `e2e/${s}`), `--output=${path.join(dist, '..', path.basename(dist) + '-results')}`], { APP_DIST: dist }) === 0 ? 0 : 1;
}
process.exit(failed ? 1 : 0);
