import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiFile } from './openapi';

// The OpenAPI export linted by Redocly CLI as a user would run it (issue 38): with docs/openapi/redocly.yaml it passes;
// with the bare recommended rules the only errors are the trailing-slash paths that config turns off.
const root = path.resolve(__dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-redocly-'));
const file = path.join(dir, 'listing-explorer.openapi.json');
writeFileSync(file, openApiFile({ baseUrl: 'http://127.0.0.1:5173/gateway', companyApiType: 'company', productApiType: 'product' }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
}

function lint(...config: string[]): { status: number | null; problems: Problem[] } {
  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  // cwd outside the project, so Redocly does not pick up a config by itself; NO_UPDATE_NOTIFIER keeps it offline.
  const r = spawnSync(process.execPath, [cli, 'lint', ...config, '--format=json', file], { cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_UPDATE_NOTIFIER: '1', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  const json = r.stdout.slice(r.stdout.indexOf('{'));
  return { status: r.status, problems: (JSON.parse(json) as { problems: Problem[] }).problems };
}

describe('the OpenAPI export under redocly lint', () => {
  it('passes with the shipped config: no errors, only the two warnings the config explains', () => {
    const r = lint('--config', path.join(root, 'docs/openapi/redocly.yaml'));
    expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect([...new Set(r.problems.map((p) => p.ruleId))].sort()).toEqual(['info-license', 'operation-4xx-response']);
    expect(r.status).toBe(0);
  });

  it('breaks exactly one recommended rule without it: the real trailing-slash paths', () => {
    const r = lint();
    const errors = r.problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => p.ruleId)).toEqual(['no-path-trailing-slash', 'no-path-trailing-slash']);
    expect(r.status).not.toBe(0);
  });
});
