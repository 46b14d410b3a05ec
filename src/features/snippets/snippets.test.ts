// Snippets: no secret unless asked for, quoting that survives each language's parser, and the snippets run against a real gateway.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../../gateway/server';
import type { ConnectionSettings, Credentials, LookupParams } from '../../api/types';
import { jsQuote, makeSnippet, phpQuote, psQuote, shellQuote, SNIPPET_LANGUAGES, type SnippetInput } from './snippets';

/**
 * Reads a PowerShell native-command line the way PowerShell does for what the snippets use (no pwsh on this machine):
 * comments, ` at a line end continues it, '…' is literal with '' (and doubled ‘ ’ ‚ ‛) for a quote, "…" expands
 * $env:NAME, bare words end at white space. Anything else (a $, ` or ; outside quotes) is refused: it would not be literal.
 */
function readPowerShell(code: string, env: Record<string, string | undefined>): string[] {
  const text = code
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n')
    .replace(/ `\n/g, ' ');
  const args: string[] = [];
  let i = 0;
  const QUOTES = "'\u2018\u2019\u201a\u201b";
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ' ' || c === '\n') {
      i += 1;
      continue;
    }
    let arg = '';
    if (QUOTES.includes(c)) {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated single-quoted string');
        const d = text[i] as string;
        if (QUOTES.includes(d)) {
          const next = text[i + 1];
          if (next !== undefined && QUOTES.includes(next)) {
            arg += d;
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        arg += d;
        i += 1;
      }
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      const inner = text.slice(i + 1, end);
      if (/`|\$(?!env:\w+)/.test(inner)) throw new Error(`unexpected expansion in "${inner}"`);
      arg = inner.replace(/\$env:(\w+)/g, (_m, n: string) => env[n] ?? '');
      i = end + 1;
    } else {
      const m = /^[^\s'"]+/.exec(text.slice(i))?.[0] ?? '';
      if (/[$`;&|(){}@]/.test(m)) throw new Error(`bare word PowerShell would not read literally: ${m}`);
      arg = m;
      i += m.length;
    }
    args.push(arg);
  }
  return args;
}

const plain: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const signed: Credentials = { mode: 'signed', key: 'demo', timestamp: '1767225600', nonceStr: 'abcdefghijklmnop', signature: 'f'.repeat(64), apis: ['company.item_get', 'product.item_get'] };
const params: LookupParams = { operation: 'company', id: 'shop_1000000', cache: 'yes', resultType: 'json', lang: 'en', version: '' };
const settings: ConnectionSettings = { baseUrl: '/gateway', companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };
const input = (over: Partial<SnippetInput> = {}): SnippetInput => ({ settings, credentials: plain, params, origin: 'http://127.0.0.1:5173', includeCredentials: false, ...over });

const TRICKY = `it's a & b 中文 \\ "x" $HOME \`id\` %20 \n next`;

describe('snippets: secrets', () => {
  it('hold no secret, key or signature by default, in every language and mode', () => {
    for (const language of SNIPPET_LANGUAGES) {
      const a = makeSnippet(language, input());
      expect(a).not.toContain('demo-secret-2026');
      expect(a).toMatch(/API_KEY/);
      expect(a).toMatch(/API_SECRET/);
      expect(a).toContain('http://127.0.0.1:5173/gateway/company/item_get/');
      const b = makeSnippet(language, input({ credentials: signed }));
      expect(b).not.toContain('f'.repeat(64));
      expect(b).toContain('API_SIGNATURE');
      expect(b).toContain('abcdefghijklmnop');
      expect(b).toContain('company.item_get,product.item_get');
    }
  });

  it('hold the real values only when the user asks', () => {
    for (const language of SNIPPET_LANGUAGES) {
      const a = makeSnippet(language, input({ includeCredentials: true }));
      expect(a).toContain('demo-secret-2026');
      expect(a).not.toContain('API_SECRET');
    }
  });
});

describe('snippets: quoting', () => {
  it('shell, JavaScript, Python and PHP literals read back to the same text', () => {
    expect(execFileSync('bash', ['-c', `printf %s ${shellQuote(TRICKY)}`], { encoding: 'utf8' })).toBe(TRICKY);
    expect(execFileSync('node', ['-e', `process.stdout.write(${jsQuote(TRICKY)})`], { encoding: 'utf8' })).toBe(TRICKY);
    expect(execFileSync('python3', ['-c', `import sys; sys.stdout.write(${jsQuote(TRICKY)})`], { encoding: 'utf8', env: { ...process.env, PYTHONIOENCODING: 'utf-8' } })).toBe(TRICKY);
    expect(execFileSync('php', ['-r', `echo ${phpQuote(TRICKY)};`], { encoding: 'utf8' })).toBe(TRICKY);
  });

  it('PowerShell: single quotes doubled (typographic ones too), & $ ` ; literal inside single quotes', () => {
    expect(psQuote("it's")).toBe("'it''s'");
    expect(psQuote('a\u2019b')).toBe("'a\u2019\u2019b'");
    expect(psQuote('http://x/?a=1&b=$HOME`;')).toBe("'http://x/?a=1&b=$HOME`;'");
    const tricky = `${TRICKY} \u2018q\u2019 @(x)`;
    expect(readPowerShell(`curl.exe ${psQuote(tricky)}`, {})).toEqual(['curl.exe', tricky]);
    const code = makeSnippet('powershell', input({ params: { ...params, version: tricky } }));
    expect(code).toMatch(/^curl\.exe -sS -g --get 'http:\/\/127\.0\.0\.1:5173\/gateway\/company\/item_get\/' `$/m);
    expect(code).toContain('"key=$env:API_KEY"');
    expect(readPowerShell(code, {})).toContain(`version=${tricky}`);
  });

  it('every PHP snippet is valid PHP', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'snippet-'));
    const file = path.join(dir, 'a.php');
    writeFileSync(file, makeSnippet('php', input({ params: { ...params, version: TRICKY } })));
    expect(execFileSync('php', ['-l', file], { encoding: 'utf8' })).toContain('No syntax errors');
  });
});

describe('snippets: run against the reference gateway', () => {
  let server: Server;
  let gateway: Gateway;
  let origin = '';
  const hits: string[] = [];
  beforeAll(async () => {
    gateway = createGateway({ latencyMs: 0, log: () => {} });
    server = createServer((req, res) => {
      hits.push(req.url ?? '/');
      // Whatever base path a test uses, the gateway sees /<family>/item_get/.
      req.url = (req.url ?? '/').replace(/^\/[^?]*?(?=\/(company|product)\/item_get\/)/, '') || '/';
      gateway.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    gateway.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const env = { ...process.env, API_KEY: 'demo', API_SECRET: 'demo-secret-2026', PYTHONIOENCODING: 'utf-8' };
  const item = (out: string) => (JSON.parse(out.slice(out.indexOf('{'))) as { error_code: string; item: { num_iid: string; title: string } });

  it('curl, PowerShell, fetch and Python snippets return the same record, with a version full of quotes and CJK', async () => {
    const p: LookupParams = { ...params, version: `v'1 & 中` };
    const direct = (await (await fetch(`${origin}/gateway/company/item_get/?key=demo&secret=demo-secret-2026&item_id=shop_1000000&cache=yes&result_type=json&lang=en&version=${encodeURIComponent(p.version)}`)).json()) as {
      item: unknown;
      call_args: unknown;
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'snippet-'));
    // Async: a synchronous child would block the event loop that serves the in-process gateway.
    const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8', env })).stdout;
    const curlOut = await run('bash', ['-c', makeSnippet('curl', input({ origin, params: p }))]);
    writeFileSync(path.join(dir, 'a.mjs'), makeSnippet('fetch', input({ origin, params: p })));
    const fetchOut = await run('node', [path.join(dir, 'a.mjs')]);
    writeFileSync(path.join(dir, 'a.py'), makeSnippet('python', input({ origin, params: p })));
    const pyOut = await run('python3', [path.join(dir, 'a.py')]);
    // The PowerShell snippet as PowerShell reads it, run by the same curl.
    const [, ...psArgs] = readPowerShell(makeSnippet('powershell', input({ origin, params: p })), env);
    const psOut = (await promisify(execFile)('curl', psArgs, { encoding: 'utf8' })).stdout;
    for (const out of [curlOut, fetchOut, pyOut, psOut]) {
      const body = item(out) as unknown as { error_code: string; item: unknown; call_args: unknown };
      expect(body.error_code).toBe('0000');
      expect(body.item).toEqual(direct.item);
      expect(body.call_args).toEqual(direct.call_args);
    }
  }, 30_000);

  it('a base URL with curl glob characters ([1-3], {a,b}) makes one call per snippet, to that very path', async () => {
    const globby = input({ origin, settings: { ...settings, baseUrl: `${origin}/gw[1-3]{a,b}` } });
    expect(makeSnippet('curl', globby)).toMatch(/^curl -sS -g /m);
    const dir = mkdtempSync(path.join(tmpdir(), 'snippet-'));
    const run = async (cmd: string, args: string[]) => (await promisify(execFile)(cmd, args, { encoding: 'utf8', env })).stdout;
    writeFileSync(path.join(dir, 'a.mjs'), makeSnippet('fetch', globby));
    writeFileSync(path.join(dir, 'a.py'), makeSnippet('python', globby));
    for (const [cmd, args] of [
      ['bash', ['-c', makeSnippet('curl', globby)]],
      ['node', [path.join(dir, 'a.mjs')]],
      ['python3', [path.join(dir, 'a.py')]],
    ] as const) {
      hits.length = 0;
      const out = await run(cmd, [...args]);
      expect(hits, cmd).toHaveLength(1);
      // requests re-encodes the brackets (%5B, %5D): the same path to the server.
      expect(hits[0], cmd).toMatch(/^\/gw(\[|%5B)1-3(\]|%5D)%7Ba,b%7D\/company\/item_get\/\?/);
      expect(item(out).error_code).toBe('0000');
    }
  }, 30_000);
});
