import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../gateway/encode/index';
import { fetchLookup } from './lookup';
import { accountHint, createMasker, keyHint, maskCopy, maskForHistory, maskForHistoryInParts, maskForShare, maskRequestUrl, maskResult, maskUrlKey } from './mask-secret';
import { maskValue } from './mask-walk';
import { parsePhpSerialize } from './parse/php-serialize';
import { parseBody } from './parse/index';
import type { ConnectionSettings, Credentials, LookupParams, LookupResult } from './types';
import { keyOfAccount } from './credential-identity';

// Every character class an encoder escapes: slash, quote, ampersand, angle bracket, space, plus, percent, non-ASCII, astral.
const SECRET = `k/9'&<é 密+%"x😀`;
const credentials: Credentials = { mode: 'plain', key: 'acme-key', secret: SECRET };
const m = () => createMasker(credentials);

/** PHP json_encode without flags: `\/` and every non-ASCII character as \uXXXX (surrogate pairs for astral). */
const phpJson = (s: string) => JSON.stringify(s).replace(/\//g, '\\/').replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const xmlNamed = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const xmlNumeric = (s: string) => [...s].map((c) => (/[\w]/.test(c) ? c : `&#${c.codePointAt(0)};`)).join('');
const xmlHex = (s: string) => [...s].map((c) => (/[\w]/.test(c) ? c : `&#x${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()};`)).join('');
const varExport = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const urlencode = (s: string) => encodeURIComponent(s).replace(/'/g, '%27').replace(/%20/g, '+');
const lowerPercent = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (p) => p.toLowerCase());

describe('masking the secret in raw text', () => {
  const forms: [string, string][] = [
    ['literal', SECRET],
    ['JSON.stringify', JSON.stringify(SECRET)],
    ['PHP json_encode (\\/ and \\uXXXX)', phpJson(SECRET)],
    ['XML named entities', xmlNamed(SECRET)],
    ['XML decimal entities', xmlNumeric(SECRET)],
    ['XML hex entities', xmlHex(SECRET)],
    ["var_export (\\' and \\\\)", varExport(SECRET)],
    ['urlencode (%27, +)', urlencode(SECRET)],
    ['rawurlencode (%20)', encodeURIComponent(SECRET)],
    ['lower-case percent escapes', lowerPercent(SECRET)],
  ];
  for (const [name, form] of forms) {
    it(`masks the ${name} form`, () => {
      const masker = m();
      const out = masker.text(`before ${form} after`);
      expect(out.replace(/[*"']/g, '')).toBe('before  after');
      expect(masker.count()).toBe(1);
    });
  }

  it('masks a secret written with escapes mixed inside one occurrence', () => {
    const mixed = `k\\/9&#39;&amp;%3C\\u00e9 密%2B%"x\\ud83d\\ude00`;
    expect(m().text(mixed)).toMatch(/^\*+$/);
  });

  it('keeps the byte length, so a serialize body with the echoed secret still parses', () => {
    const bytes = new TextEncoder().encode(SECRET).length;
    const body = `a:2:{s:6:"reason";s:${bytes + 4}:"see ${SECRET}";s:4:"item";a:0:{}}`;
    expect(parsePhpSerialize(body)).toEqual({ reason: `see ${SECRET}`, item: [] });
    const masked = m().text(body);
    expect(masked).not.toContain(SECRET);
    expect(new TextEncoder().encode(masked).length).toBe(new TextEncoder().encode(body).length);
    expect(parsePhpSerialize(masked)).toEqual({ reason: `see ${'*'.repeat(bytes)}`, item: [] });
  });

  it('does not mask short secrets (they would garble ordinary text)', () => {
    const short = createMasker({ mode: 'plain', key: 'k', secret: 'ab' });
    expect(short.text('about ab')).toBe('about ab');
  });
});

describe('masking keys (issue 15)', () => {
  it('masks Key[…] in reason texts and the current key as a token, keeping 2 characters', () => {
    const masker = m();
    expect(masker.value('Key[t3727744565]已欠费')).toBe('Key[t3*********]已欠费');
    expect(masker.value('key acme-key is stopped; acme-keyring stays')).toBe('key ac****** is stopped; acme-keyring stays');
  });

  it('bounds Key[…]: at most 64 characters, no ], white space or quote inside, so a stray Key[ swallows nothing', () => {
    const masker = m();
    expect(masker.value(`Key[${'a'.repeat(64)}]`)).toBe(`Key[aa${'*'.repeat(62)}]`);
    expect(masker.value(`Key[${'a'.repeat(65)}]`)).toBe(`Key[${'a'.repeat(65)}]`);
    expect(masker.value('see Key[ docs] and [x]')).toBe('see Key[ docs] and [x]');
    expect(masker.value('Key[abc\nd] Key[ab"cd]')).toBe('Key[abc\nd] Key[ab"cd]');
    expect(maskForHistory('{"a":"Key[x","b":"y]"}', null)).toBe('{"a":"Key[x","b":"y]"}');
    expect(maskForShare('Key[密钥] Key[t3727744565]', null, { key: null, keepClientIp: true })).toBe('Key[******] Key[***********]');
  });
});

describe('masking decoded values', () => {
  it('masks every string and key of a parsed value, at any depth up to the cap, without recursion', () => {
    let deep: unknown = SECRET;
    for (let i = 0; i < 400; i += 1) deep = [deep];
    const value = { call_args: { secret: SECRET, [SECRET]: 1 }, reason: `echo ${SECRET}`, deep };
    maskValue(value, m().value);
    expect(JSON.stringify(value)).not.toContain(SECRET.slice(0, 6));
  });
});

const settings: ConnectionSettings = { baseUrl: 'http://gw.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 2000 };
const params = (resultType: LookupParams['resultType']): LookupParams => ({ operation: 'company', id: 'shop_1', cache: 'yes', resultType, lang: 'cn', version: '' });

describe('fetchLookup masks what it shows and keeps what it parsed', () => {
  const bodies: [LookupParams['resultType'], string][] = [
    ['json', `{"error_code":"4005","error":"sign error","reason":"bad secret ${phpJson(SECRET).slice(1, -1)}","call_args":{"secret":${phpJson(SECRET)}}}`],
    ['xml', `<?xml version="1.0"?><root><error_code>4005</error_code><error>e</error><reason>bad ${xmlNamed(SECRET)}</reason><call_args><secret>${xmlNumeric(SECRET)}</secret></call_args></root>`],
    ['var_export', `array (\n  'error_code' => '4005',\n  'error' => 'e',\n  'reason' => ${varExport(`bad ${SECRET}`)},\n  'call_args' => array ( 'url' => '${urlencode(SECRET)}' ),\n)`],
  ];
  for (const [resultType, body] of bodies) {
    it(`leaves no decoded secret anywhere in a ${resultType} result`, async () => {
      expect(JSON.stringify(parseBody(body, resultType))).toContain(JSON.stringify(SECRET).slice(1, -1).slice(0, 6));
      const fetchImpl = (async () => new Response(body, { status: 200, headers: { 'x-echo': encodeURIComponent(SECRET) } })) as typeof fetch;
      const r = await fetchLookup({ settings, params: params(resultType), authority: { environmentId: 'test', identity: 'test' } }, credentials, { fetchImpl });
      const all = JSON.stringify(r);
      expect(all).not.toContain(JSON.stringify(SECRET).slice(1, -1));
      expect(all).not.toContain("k/9'");
      expect(all).not.toContain(encodeURIComponent(SECRET));
      expect(all).not.toContain(urlencode(SECRET));
      expect(all).not.toContain('k%2F9');
      expect(all).toContain('4005');
    });
  }
});

describe('masking a large body in slices', () => {
  it('gives exactly what one pass gives, with forms of the secret on every side of every slice boundary', async () => {
    const forms = [SECRET, JSON.stringify(SECRET).slice(1, -1), encodeURIComponent(SECRET), 'Key[acme-key]'];
    // A one-line JSON-like body of ~1.2 MB: the separator is a comma, the secret holds none.
    const parts: string[] = [];
    for (let i = 0; i < 40_000; i++) parts.push(i % 997 === 0 ? `"f${i}":"${forms[i % forms.length]}"` : `"f${i}":"value ${i} of a long body"`);
    const raw = `{${parts.join(',')}}`;
    expect(raw.length).toBeGreaterThan(1_000_000);
    const whole = createMasker(credentials).text(raw);
    const result = { rawText: raw, http: null, contentType: '', parsed: undefined, envelope: null, record: null, failure: null, deviations: [] } as unknown as LookupResult;
    await maskResult(result, credentials);
    expect(result.rawText).toBe(whole);
    expect(result.rawText).not.toContain(SECRET);
  });

  it('masks a long string of the parsed body in pieces, once for every part that holds it, as one pass would', async () => {
    const forms = [SECRET, JSON.stringify(SECRET).slice(1, -1), encodeURIComponent(SECRET), 'Key[acme-key]'];
    // A 1 MB description (one string of the parsed body, shared by the envelope and the record) with no line break.
    const desc = Array.from({ length: 30_000 }, (_, i) => (i % 701 === 0 ? `<p>${forms[i % forms.length]}</p>` : `<p class="x">line ${i}</p>`)).join('');
    expect(desc.length).toBeGreaterThan(500_000);
    const expected = createMasker(credentials).value(desc);
    const item = { title: 'x', desc, props: Array.from({ length: 3_000 }, (_, i) => ({ name: `p${i}`, value: i % 500 === 0 ? SECRET : `v${i}` })) };
    const result = { rawText: '', http: null, contentType: '', parsed: { item }, envelope: { item: { ...item } }, record: { value: { ...item } }, failure: null, deviations: [] } as unknown as LookupResult;
    await maskResult(result, credentials);
    const parsed = result.parsed as { item: typeof item };
    expect(parsed.item.desc).toBe(expected);
    expect((result.envelope as unknown as { item: typeof item }).item.desc).toBe(expected);
    expect((result.record as unknown as { value: typeof item }).value.desc).toBe(expected);
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });
});

describe('maskers of one set of credentials', () => {
  it('share the compiled patterns but count on their own; other credentials mask their own secret', () => {
    const first = createMasker(credentials);
    expect(first.text(`a ${SECRET} b ${JSON.stringify(SECRET)}`)).not.toContain(SECRET);
    expect(first.count()).toBe(2);
    const second = createMasker(credentials);
    expect(second.count()).toBe(0);
    // The same global expression again, on a text where the first match sits past where the last one ended.
    expect(second.text(`${'x'.repeat(200)}${SECRET}`)).toBe(`${'x'.repeat(200)}${'*'.repeat(new TextEncoder().encode(SECRET).length)}`);
    expect(second.count()).toBe(1);
    const other = createMasker({ ...credentials, secret: 'other-secret-9' });
    expect(other.text(`other-secret-9 ${SECRET}`)).toBe(`************** ${SECRET}`);
  });
});

// The caller's key as the real service echoes it (D13), and the caller's address, for what is kept or leaves.
const TRACKER = '<img src="https://www.o0b.cn/i.php?t.png&rid=abc&p=3405803786&k=a1b2c3d4&t=1767225600" style="display:none">';
const ENVELOPE = {
  item: { num_iid: 'shop_1', desc: `<p>hello</p>${TRACKER}` },
  error: 'key-error',
  reason: 'Key[live-key-123456] is not allowed for this API',
  error_code: '4005',
  client_ip: '203.0.113.42',
  call_args: { num_iid: 'shop_1', key: 'live-key-123456' },
};
const SHARE = { key: 'live-key-123456', keepClientIp: false };

describe('maskForShare (share, report, export)', () => {
  it.each(['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const)('%s: key, k=, p= and client_ip masked, the body still parses', (t) => {
    const masked = maskForShare(encodeBody(ENVELOPE, t).body, '203.0.113.42', SHARE);
    expect(masked).not.toContain('live-key-123456');
    expect(masked).not.toContain('a1b2c3d4');
    expect(masked).not.toContain('3405803786');
    expect(masked).not.toContain('203.0.113.42');
    const parsed = parseBody(masked, t);
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    const value = (parsed.ok ? parsed.value : {}) as typeof ENVELOPE;
    expect(value.reason).toBe('Key[***************] is not allowed for this API');
    expect(value.item.desc).toContain('&k=********&');
  });

  it('keeps a serialize body parseable: the echoed secret, a non-ASCII Key[…] among non-ASCII text, a stray Key[', () => {
    const envelope = {
      error_code: '4005',
      reason: `签名错误 Key[密钥-live-1234]：余额不足 (Key[ 见文档) secret=${SECRET}`,
      note: '数组 [1] – é',
      call_args: { key: '密钥-live-1234', secret: SECRET },
    };
    const body = encodeBody(envelope, 'serialize').body;
    expect(parsePhpSerialize(body)).toEqual(envelope);
    // As a report is made: lookup masks the secret when the answer arrives, sharing masks keys on what lookup shows.
    const shown = createMasker({ mode: 'plain', key: '密钥-live-1234', secret: SECRET }).text(body);
    const shared = maskForShare(shown, null, { key: '密钥-live-1234', keepClientIp: false });
    expect(new TextEncoder().encode(shared).length).toBe(new TextEncoder().encode(body).length);
    const parsed = parsePhpSerialize(shared) as typeof envelope;
    expect(parsed.reason).toBe(`签名错误 Key[${'*'.repeat(16)}]：余额不足 (Key[ 见文档) secret=${'*'.repeat(new TextEncoder().encode(SECRET).length)}`);
    expect(parsed.note).toBe('数组 [1] – é');
    expect(JSON.stringify(parsed)).not.toContain('密钥');
    // The history masks the same body, straight from the service, and it parses too.
    expect(parsePhpSerialize(maskForHistory(body, '密钥-live-1234'))).toMatchObject({ note: '数组 [1] – é', call_args: { key: '*'.repeat(16) } });
  });

  it('keeps the address when asked, and masks a short key as a whole word', () => {
    const body = 'client_ip 203.0.113.42 ?key=demo&x=1 Key[demo] a demo word, demonstrate';
    expect(maskForShare(body, '203.0.113.42', { key: 'demo', keepClientIp: true })).toBe('client_ip 203.0.113.42 ?key=****&x=1 Key[****] a **** word, demonstrate');
  });

  it('masks the copies of failure texts and deviations', () => {
    const failure = { kind: 'service', message: 'Key[live-key-123456] stopped', extra: [null, 1] };
    expect(maskCopy(failure, (s) => maskForShare(s, null, SHARE))).toEqual({ ...failure, message: 'Key[***************] stopped' });
    expect(failure.message).toBe('Key[live-key-123456] stopped');
    expect(maskCopy(null, (s) => s)).toBeNull();
  });
});

describe('maskForHistory', () => {
  it('masks every form of the key whole, with lookup\'s remnant of it', () => {
    const shown = createMasker({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' }).text('demo said');
    expect(shown).toBe('de** said');
    expect(maskForHistory(`${shown} ?key=demo&amp;k=demo Key[de**] demonstrate`, 'demo')).toBe('**** said ?key=****&amp;k=**** Key[****] demonstrate');
  });

  it('gives in parts what one pass gives on a large body, cut anywhere', async () => {
    const unit = '{"a":"Key[demo]","u":"http://h/x?key=demo&k=demo","d":"<p>de** demo demonstrate</p>"},\n';
    for (const body of [unit.repeat(6000), unit.replace('\n', '').repeat(6000), unit.replace(/[\n>]/g, '').repeat(6000)]) {
      const parts = await maskForHistoryInParts(body, 'demo');
      expect(parts.length).toBeGreaterThan(1);
      const joined = parts.join('');
      expect(joined).toBe(maskForHistory(body, 'demo'));
      expect(joined).not.toMatch(/(?<![\w-])demo(?![\w-])/);
      expect(joined).toContain('demonstrate');
      expect(joined.length).toBe(body.length);
    }
  });

  it('masks a large body kept as UTF-8 bytes part by part, as one pass over its text, never cutting a character', async () => {
    const unit = '{"a":"Key[demo]","u":"http://h/x?key=demo&k=demo","d":"<p>深圳 de** demo demonstrate \uFEFF</p>"},\n';
    for (const body of [unit.repeat(6000), unit.replace('\n', '').repeat(6000), unit.replace(/[\n>]/g, '').repeat(6000)]) {
      const parts = await maskForHistoryInParts(new TextEncoder().encode(body), 'demo');
      expect(parts.length).toBeGreaterThan(1);
      const joined = parts.join('');
      expect(joined).toBe(maskForHistory(body, 'demo'));
      expect(joined).not.toContain('\uFFFD');
      expect(joined).not.toMatch(/(?<![\w-])demo(?![\w-])/);
    }
  });
});

describe('request URLs and identities', () => {
  it('masks key, secret and signature in a request URL as ***', () => {
    expect(maskRequestUrl('http://h/gateway/company/item_get/?key=demo&secret=s3&item_id=x&signature=ab#f')).toBe('http://h/gateway/company/item_get/?key=***&secret=***&item_id=x&signature=***#f');
  });

  it('reads the key from a credential identity', () => {
    expect(keyOfAccount('key:demo')).toBe('demo');
    expect(keyOfAccount('key:demo@1767225600')).toBe('demo');
    expect(keyOfAccount('')).toBeNull();
  });
});

describe('keyHint (presenter mode, a tracker\'s k=)', () => {
  it('keeps two characters of a key, never more than six dots, and hides how long a short key is', () => {
    expect(keyHint('no-balance')).toBe('no••••••');
    expect(keyHint('demo')).toBe('de••');
    expect(keyHint('abcdefghijklmnop')).toBe('ab••••••');
    expect(keyHint('ab')).toBe('••••');
    expect(keyHint('😀😀x')).toBe('😀😀•');
  });

  it('names the account in the header by its first two and last five characters', () => {
    expect(accountHint('t3727744565')).toBe('t3…44565');
    expect(accountHint('demo')).toBe('de…');
  });

  it('masks the key= value of a request URL, encoded or not, and leaves the rest', () => {
    expect(maskUrlKey('http://x/company/item_get/?key=no-balance&secret=***&item_id=shop_1')).toBe('http://x/company/item_get/?key=no••••••&secret=***&item_id=shop_1');
    expect(maskUrlKey('http://x/?item_id=1&key=t3727744565')).toBe('http://x/?item_id=1&key=t3••••••');
    expect(maskUrlKey('http://x/?key=%E5%AF%86%E9%92%A5abc')).toBe('http://x/?key=密钥•••');
    expect(maskUrlKey('http://x/?item_id=monkey=1')).toBe('http://x/?item_id=monkey=1');
  });
});
