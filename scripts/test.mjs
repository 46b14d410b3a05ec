// `npm test`: install what is missing, then lint, typecheck, unit + contract tests, build, end-to-end tests.
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
// Lint, typecheck and build each keep one core busy and nothing they do is timed, so they run side by side (~25 s saved
// on two cores). The unit step (its contract tests time real servers) and the end-to-end step then run alone.
const phases = [
  [
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
    // package.json's `typecheck`, so the command is written once: TypeScript 7, the native compiler (`typescript-7`),
    // the same checker as 6.0 at ~4 s instead of ~24 s here. The `typescript` package (6.0) stays for typescript-eslint,
    // which needs its JavaScript API.
    { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'], then: { name: 'bundle size', cmd: process.execPath, args: ['scripts/check-size.mjs'], optional: 'scripts/check-size.mjs' } },
  ],
  [{ name: 'unit + contract', cmd: bin('vitest'), args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], counts: 'vitest' }],
  // The ten slowest tests are printed by e2e/slowest-reporter.ts (see playwright.config.ts).
  [{ name: 'end-to-end', cmd: bin('playwright'), args: ['test'], counts: 'playwright' }],
];

/** Runs a command and resolves with its exit status and everything it printed; output is passed through live if asked. */
function run(cmd, args, live) {
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
async function runStep(step, live) {
  if (step.optional && !existsSync(path.join(root, step.optional))) return;
  if (live) console.log(`\n━━ ${step.name} ━━`);
  const t0 = Date.now();
  // Output is shown as it comes (the end-to-end step runs for minutes) and kept to read the counts from.
  const r = await run(step.cmd, step.args, live);
  const ok = r.status === 0;
  if (!live) process.stdout.write(`\n━━ ${step.name} ━━\n${r.output}`);
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
  results.push({ name: step.name, ok, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
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
for (const phase of phases) {
  await Promise.all(phase.map((step) => runStep(step, phase.length === 1)));
  if (phase.some((step) => step.counts === 'vitest')) printSlowestUnitTests();
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)}s`);
const anyFailed = results.some((r) => !r.ok);
if (anyFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
