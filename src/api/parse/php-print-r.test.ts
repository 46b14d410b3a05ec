// print_r reader: PHP's own print_r of every gateway sample reads back to the same record as the JSON body.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeBody } from '../../../gateway/encode/index';
import { findCompany, findProduct, SAMPLES } from '../../../gateway/data/index';
import { normaliseEnvelope } from '../schemas/normalise';
import { parseBody, parsePhpPrintR, sniffFormat } from './index';

const PHP = process.env.PHP_PATH ?? 'php';
const dir = mkdtempSync(path.join(tmpdir(), 'print-r-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** PHP's print_r of the JSON text's value (json_decode as an associative array, as a PHP backend holds it). */
function printR(json: string): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, json);
  return execFileSync(PHP, ['-r', 'print_r(json_decode(file_get_contents($argv[1]), true));', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

describe('parsePhpPrintR', () => {
  it('reads nesting, empty arrays, objects, multi-line strings and keys, every leaf as a string', () => {
    const dump = execFileSync(PHP, ['-r', 'print_r(["item" => ["a" => "x\\n    y\\n", "e" => [], "l" => [1, 2], "o" => (object) ["p" => null, "t" => true, "f" => false, "n" => 1.5], "k]x" => "v"], "error" => "", 7 => "seven"]);'], { encoding: 'utf8' });
    expect(sniffFormat(dump)).toBe('print_r');
    expect(parsePhpPrintR(dump)).toEqual({
      item: { a: 'x\n    y\n', e: [], l: ['1', '2'], o: { p: '', t: '1', f: '', n: '1.5' }, 'k]x': 'v' },
      error: '',
      7: 'seven',
    });
  });

  it('says where a dump stops making sense', () => {
    const dump = 'Array\n(\n    [a] => 1\n    oops\n';
    const parsed = parseBody(dump, 'print_r');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/print_r: missing '\)'|expected/);
    expect(parseBody('Array\n(\n    [a] => 1\n', 'print_r')).toMatchObject({ ok: false, message: expect.stringMatching(/missing '\)'/) });
  });

  it('gives every gateway sample the record its JSON body gives', () => {
    const samples = SAMPLES.filter((s) => !s.id.startsWith('edge-huge') && !s.note.includes('2 MB'));
    expect(samples.length).toBeGreaterThan(5);
    for (const sample of samples) {
      const item = sample.family === 'company' ? findCompany(sample.id, 'cn') : findProduct(sample.id, 'cn');
      if (!item) continue;
      const envelope = { item, error: '', reason: '', error_code: '0000', secache_time: 1795282566, cache: 0, call_args: { num_iid: sample.id }, last_id: false };
      const json = encodeBody(envelope, 'json').body;
      const dump = printR(json);
      const fromDump = parseBody(dump, 'print_r');
      expect(fromDump.ok ? 'ok' : fromDump.message, sample.id).toBe('ok');
      const fromJson = parseBody(json, 'json');
      const a = normaliseEnvelope(fromJson.ok ? fromJson.value : null, sample.family);
      const b = normaliseEnvelope(fromDump.ok ? fromDump.value : null, sample.family);
      expect(b.record, sample.id).toEqual(a.record);
      expect(b.envelope?.error_code).toBe('0000');
    }
  }, 30_000); // one PHP process per sample: a few seconds on a busy machine
});
