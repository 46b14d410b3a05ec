// `npm run sign -- --key K --secret S [--apis a,b]`: prints a D3 signed config, as a customer's backend would make it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signConfig } from '../src/api/signing';

const USAGE = 'usage: npm run sign -- --key KEY --secret SECRET [--apis company.item_get,product.item_get]';
const DEFAULT_APIS = ['company.item_get', 'product.item_get'];

export interface SignArgs {
  key: string;
  secret: string;
  apis: string[];
}

/** Reads the command line; a message (for stderr) instead of arguments when something required is missing. */
export function readSignArgs(argv: string[]): { ok: true; args: SignArgs } | { ok: false; message: string } {
  let values: { key?: string; secret?: string; apis?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { key: { type: 'string' }, secret: { type: 'string' }, apis: { type: 'string' } }, strict: true }));
  } catch (e) {
    return { ok: false, message: `${e instanceof Error ? e.message : String(e)}\n${USAGE}` };
  }
  const missing = (['key', 'secret'] as const).filter((name) => !values[name]);
  if (missing.length > 0) return { ok: false, message: `missing --${missing.join(' and --')}\n${USAGE}` };
  const apis = values.apis === undefined ? DEFAULT_APIS : values.apis.split(',').map((a) => a.trim()).filter((a) => a !== '');
  if (apis.length === 0) return { ok: false, message: `--apis names no interface\n${USAGE}` };
  return { ok: true, args: { key: values.key ?? '', secret: values.secret ?? '', apis } };
}

/** Runs the CLI; returns the exit code (0, or 2 for bad arguments). */
/** Where the CLI writes; process.stdout/stderr in use, plain collectors in tests. */
export interface Output {
  write(text: string): unknown;
}

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
