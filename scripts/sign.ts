// `npm run sign -- --key K --secret S [--apis a,b] [--ttl 2h]`: prints a D3 signed config, as a customer's backend would
// make it, good for --ttl (default 2 h, at most 12 h: the gateway refuses longer lifetimes) through its signed `expires`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SIGNED_LIFETIME_SECONDS, MAX_SIGNED_LIFETIME_SECONDS, signConfig } from '../src/api/signing';
import type { SignedConfig } from '../src/api/types';

const USAGE = 'usage: npm run sign -- --key KEY --secret SECRET [--apis company.item_get,product.item_get] [--ttl 2h]';
const DEFAULT_APIS = ['company.item_get', 'product.item_get'];
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600 };

export interface SignArgs {
  key: string;
  secret: string;
  apis: string[];
  /** The config's lifetime in seconds (signed as `expires`). */
  ttlSeconds: number;
}

/**
 * A lifetime as people write it: seconds ("5400"), or numbers with s/m/h ("90m", "2h", "1h30m"). At least 1 s and at
 * most 12 h; a message (for stderr) otherwise.
 */
export function parseTtl(text: string): { ok: true; seconds: number } | { ok: false; message: string } {
  const t = text.trim().toLowerCase();
  let seconds = 0;
  if (/^\d+$/.test(t)) seconds = Number(t);
  else if (/^(\d+[hms])+$/.test(t)) {
    for (const [, n, unit] of t.matchAll(/(\d+)([hms])/g)) seconds += Number(n) * (UNIT_SECONDS[unit ?? 's'] ?? 1);
  } else return { ok: false, message: `--ttl "${text}" is not a duration: write seconds (5400) or e.g. 90m, 2h, 1h30m` };
  if (seconds < 1) return { ok: false, message: '--ttl must be at least 1 s' };
  if (seconds > MAX_SIGNED_LIFETIME_SECONDS) {
    return { ok: false, message: `--ttl ${text} is longer than the ${MAX_SIGNED_LIFETIME_SECONDS / 3600} h cap (the gateway refuses configs that live longer): sign a new config for a later meeting` };
  }
  return { ok: true, seconds };
}

/** Reads the command line; a message (for stderr) instead of arguments when something required is missing. */
export function readSignArgs(argv: string[]): { ok: true; args: SignArgs } | { ok: false; message: string } {
  let values: { key?: string; secret?: string; apis?: string; ttl?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { key: { type: 'string' }, secret: { type: 'string' }, apis: { type: 'string' }, ttl: { type: 'string' } }, strict: true }));
  } catch (e) {
    return { ok: false, message: `${e instanceof Error ? e.message : String(e)}\n${USAGE}` };
  }
  const missing = (['key', 'secret'] as const).filter((name) => !values[name]);
  if (missing.length > 0) return { ok: false, message: `missing --${missing.join(' and --')}\n${USAGE}` };
  const apis = values.apis === undefined ? DEFAULT_APIS : values.apis.split(',').map((a) => a.trim()).filter((a) => a !== '');
  if (apis.length === 0) return { ok: false, message: `--apis names no interface\n${USAGE}` };
  let ttlSeconds = DEFAULT_SIGNED_LIFETIME_SECONDS;
  if (values.ttl !== undefined) {
    const ttl = parseTtl(values.ttl);
    if (!ttl.ok) return { ok: false, message: `${ttl.message}\n${USAGE}` };
    ttlSeconds = ttl.seconds;
  }
  return { ok: true, args: { key: values.key ?? '', secret: values.secret ?? '', apis, ttlSeconds } };
}

/** What the CLI prints for these arguments (tests and e2e make configs with it, as `npm run sign` would). */
export async function makeSignedConfig(argv: string[], now?: number): Promise<SignedConfig> {
  const read = readSignArgs(argv);
  if (!read.ok) throw new Error(read.message);
  return signConfig({ ...read.args, ...(now === undefined ? {} : { now }) });
}

/** Where the CLI writes; process.stdout/stderr in use, plain collectors in tests. */
export interface Output {
  write(text: string): unknown;
}

/** Runs the CLI; returns the exit code (0, or 2 for bad arguments). */
export async function main(argv: string[], out: Output = process.stdout, err: Output = process.stderr): Promise<number> {
  const read = readSignArgs(argv);
  if (!read.ok) {
    err.write(`${read.message}\n`);
    return 2;
  }
  const config = await signConfig(read.args);
  out.write(`${JSON.stringify(config, null, 2)}\n`);
  return 0;
}

// Run only as a script, not when a test imports the module.
if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
