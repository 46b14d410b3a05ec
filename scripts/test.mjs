// `npm test`: install what is missing, then lint, typecheck, unit + contract tests, build, end-to-end tests.
// Runs every step even after a failure, prints a summary, and exits non-zero if anything failed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureBrowser, ensureDeps } from './ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
ensureBrowser();

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'unit + contract', cmd: bin('vitest'), args: ['run'], counts: 'vitest' },
  { name: 'build', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  { name: 'bundle size', cmd: process.execPath, args: ['scripts/check-size.mjs'], optional: 'scripts/check-size.mjs' },
  { name: 'end-to-end', cmd: bin('playwright'), args: ['test'], counts: 'playwright' },
];

/** Runs a command, passing its output through live, and resolves with its exit status and everything it printed. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });
    const chunks = [];
    child.stdout.on('data', (d) => {
      chunks.push(d);
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      chunks.push(d);
      process.stderr.write(d);
    });
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

let passed = 0;
let failed = 0;
const results = [];
for (const step of steps) {
  if (step.optional) {
    const { existsSync } = await import('node:fs');
    if (!existsSync(path.join(root, step.optional))) continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const t0 = Date.now();
  // Output is shown as it comes (the end-to-end step runs for minutes) and kept to read the counts from.
  const r = await run(step.cmd, step.args);
  const ok = r.status === 0;
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
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
const anyFailed = results.some((r) => !r.ok);
if (anyFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);
