// Contract: serialize, var_export and json bodies are byte-for-byte what PHP itself prints for the same array,
// and PHP reads them back to the same value. Runs Debian's php-cli (npm test installs it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCompany, findProduct, SAMPLES } from '../data/index';
import { encodeBody } from '../encode/index';

const PHP = process.env.PHP_PATH ?? 'php';
const dir = mkdtempSync(path.join(tmpdir(), 'php-parity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Values PHP encoders are picky about: floats, int-like keys, NUL and control bytes, quotes, nesting, emptiness. */
const TRICKY: Record<string, unknown> = {
  floats: [0.1, 1.5, -1.5, 2.04, 1e25, 1.5e-7, 123456789.125, -0],
  ints: [0, -1, 2147483648, 9007199254740991],
  keys: { '10': 'int key', '010': 'string key', '-3': 'negative int key', 'a b': 'space', '': 'empty' },
  strings: ["it's", 'back\\slash', 'nul\u0000byte', 'ctrl\u0007\u001b\u007f', 'crlf\r\n', '中文', '😀👨‍👩‍👧', 'ﺍﻟﻌﺮﺑﻴﺔ\u200f', '/slash/', '"quoted"', '\u2028\u2029'],
  nested: { a: { b: { c: [[], [1, [2, [3]]], { d: null }] } } },
  empties: { list: [], str: '', zero: 0, f: false, t: true, n: null },
};

function envelopes(): { name: string; value: unknown }[] {
  const out: { name: string; value: unknown }[] = [{ name: 'tricky values', value: TRICKY }];
  for (const sample of SAMPLES) {
    // The 2 MB listings are covered by the round-trip tests; PHP parity on them only costs time.
    if (sample.id.startsWith('edge-huge') || sample.note.includes('2 MB')) continue;
    for (const lang of ['cn', 'en', 'ru'] as const) {
      const item = sample.family === 'company' ? findCompany(sample.id, lang) : findProduct(sample.id, lang);
      if (!item) continue;
      out.push({
        name: `${sample.id} ${lang}`,
        value: { item, error: '', reason: '', error_code: '0000', secache_time: 1795282566, translate_time: 0.012, language: { default_lang: 'cn', current_lang: lang }, cache: 0, call_args: { num_iid: sample.id, lang }, last_id: false },
      });
    }
  }
  return out;
}

const CHECK = `
$out = [];
foreach (json_decode(file_get_contents($argv[1] . "/index.json"), true) as $i => $name) {
  $f = fn($t) => file_get_contents($argv[1] . "/$i.$t");
  $v = json_decode($f("json"), true);
  $out[] = [
    "name" => $name,
    "json" => json_encode($v) === $f("json"),
    "jsonu" => json_encode($v, JSON_UNESCAPED_UNICODE) === $f("jsonu"),
    "serialize" => serialize($v) === $f("serialize"),
    "var_export" => var_export($v, true) === $f("var_export"),
    "unserialize" => unserialize($f("serialize")) === $v,
    "eval" => eval("return " . $f("var_export") . ";") === $v,
  ];
}
echo json_encode($out);
`;

describe('PHP parity of the encoders', () => {
  it('prints what PHP 8 prints, and PHP reads every body back to the same array', () => {
    let version: string;
    try {
      version = execFileSync(PHP, ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
    } catch {
      throw new Error('php-cli is not installed: run `apt-get install -y php-cli` (npm test installs it when run as root).');
    }
    expect(version).toMatch(/^[78]\./);
    const cases = envelopes();
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(cases.map((c) => c.name)));
    cases.forEach((c, i) => {
      for (const t of ['json', 'jsonu', 'serialize', 'var_export'] as const) writeFileSync(path.join(dir, `${i}.${t}`), encodeBody(c.value, t).body);
    });
    const results = JSON.parse(execFileSync(PHP, ['-r', CHECK, dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as Record<string, unknown>[];
    expect(results).toHaveLength(cases.length);
    const failures = results.filter((r) => Object.entries(r).some(([k, v]) => k !== 'name' && v !== true));
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(40);
  });
});
