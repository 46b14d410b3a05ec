// `npm test`: install what is missing, then build, unit + contract tests, end-to-end tests, with lint and typecheck in
// the background.
// Runs every step even after a failure, prints a summary, and exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureBrowser, ensureDeps } from './ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
ensureBrowser();

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const vitestReport = path.join(tmpdir(), `listing-explorer-vitest-${process.pid}.json`);
// Lint and typecheck take ~40 CPU-s and nothing in them is timed, so they run in the background at the lowest priority
// (nice 19) from the start: they get the CPU the other steps leave idle (the end-to-end step leaves ~8% of two cores
// idle, waiting on the gateway and on page loads) and barely slow them, instead of holding both cores for ~35 s before
// the unit step (they used to run side by side with the build, first). Their output is printed after the last step.
// Both are package.json's scripts, so each command is written once. `typecheck` is TypeScript 7, the native compiler
// (`typescript-7`), the same checker as 6.0 at ~4 s instead of ~24 s here; the `typescript` package (6.0) stays for
// typescript-eslint, which needs its JavaScript API.
const background = ['lint', 'typecheck'].map((name) => ({ name, cmd: 'npm', args: ['run', '--silent', name] }));
// The steps in the foreground, one after the other: the unit step (its contract tests time real servers) and the
// end-to-end step each use both cores.
const phases = [
  [{ name: 'build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'], then: { name: 'bundle size', cmd: process.execPath, args: ['scripts/check-size.mjs'], optional: 'scripts/check-size.mjs' } }],
  [{ name: 'unit + contract', cmd: bin('vitest'), args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], counts: 'vitest' }],
  // The ten slowest tests are printed by e2e/slowest-reporter.ts (see playwright.config.ts).
  [{ name: 'end-to-end', cmd: bin('playwright'), args: ['test'], counts: 'playwright' }],
];
/** `nice -n 19` where the machine has it (Debian's coreutils always does); otherwise the step runs at normal priority. */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((p) => existsSync(p));

/** Runs a command and resolves with its exit status and everything it printed; output is passed through live if asked. */
function run(cmd, args, live, niced) {
  if (niced && NICE) [cmd, args] = [NICE, ['-n', '19', cmd, ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });
    const chunks = [];
    const keep = (stream) => (d) => {
      chunks.push(d);
      if (live) stream.write(d);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

let passed = 0;
let failed = 0;
const results = [];

/** Runs one step (and the step that follows it); a step of a phase with others prints its output when it ends. */
async function runStep(step, live, niced = false) {
  if (step.optional && !existsSync(path.join(root, step.optional))) return;
  const name = niced ? `${step.name} (in the background)` : step.name;
  if (live) console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  // Output is shown as it comes (the end-to-end step runs for minutes) and kept to read the counts from.
  const r = await run(step.cmd, step.args, live, niced);
  const ok = r.status === 0;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  // A background step's output waits until the foreground is done, so it does not land in the middle of another's.
  if (niced) await foregroundDone;
  if (!live) process.stdout.write(`\n━━ ${name} ━━\n${r.output}`);
  const out = r.output.replace(/\u001b\[[0-9;]*m/g, '');
  if (step.counts === 'vitest') {
    const m = out.match(/^\s*Tests\s+(.*)$/m);
    if (m) {
      passed += Number(m[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(m[1].match(/(\d+) failed/)?.[1] ?? 0);
    }
  } else if (step.counts === 'playwright') {
    passed += Number(out.match(/^\s*(\d+) passed/m)?.[1] ?? 0);
    failed += Number(out.match(/^\s*(\d+) failed/m)?.[1] ?? 0) + Number(out.match(/^\s*(\d+) flaky/m)?.[1] ?? 0);
  }
  if (!ok && !step.counts) failed += 1;
  results.push({ name, ok, seconds });
  if (step.then) await runStep(step.then, live);
}

/** The ten slowest unit tests, from Vitest's JSON report. */
function printSlowestUnitTests() {
  if (!existsSync(vitestReport)) return;
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  rmSync(vitestReport, { force: true });
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => ({ ms: t.duration ?? 0, title: `${path.relative(root, file.name)} › ${t.fullName}` })),
  );
  console.log('\nSlowest unit tests:');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${(t.ms / 1000).toFixed(1).padStart(7)}s  ${t.title}`);
}

const started = Date.now();
let endForeground;
const foregroundDone = new Promise((resolve) => (endForeground = resolve));
const backgroundDone = Promise.all(background.map((step) => runStep(step, false, true)));
for (const phase of phases) {
  await Promise.all(phase.map((step) => runStep(step, phase.length === 1)));
  if (phase.some((step) => step.counts === 'vitest')) printSlowestUnitTests();
}
endForeground();
await backgroundDone;

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)}s`);
const anyFailed = results.some((r) => !r.ok);
if (anyFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
