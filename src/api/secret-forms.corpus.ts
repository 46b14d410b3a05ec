// Test data for the secret recogniser (issue 34): every form a gateway or encoder writes a secret in, and the prose and
// credential fields a short key stands in. Iterated by the masking and the leak-check tests alike.

const utf8 = (s: string) => [...new TextEncoder().encode(s)];
const hex2 = (b: number) => b.toString(16).padStart(2, '0');

/** Named references PHP's htmlentities($s, ENT_QUOTES | ENT_HTML5) writes for ASCII punctuation and Latin-1 letters. */
const HTML5: Record<string, string> = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '/': '&sol;', '.': '&period;', ',': '&comma;',
  ':': '&colon;', ';': '&semi;', '=': '&equals;', '?': '&quest;', '!': '&excl;', '#': '&num;', $: '&dollar;',
  '%': '&percnt;', '(': '&lpar;', ')': '&rpar;', '*': '&ast;', '+': '&plus;', '@': '&commat;', '[': '&lsqb;',
  '\\': '&bsol;', ']': '&rsqb;', '^': '&Hat;', _: '&lowbar;', '`': '&grave;', '{': '&lcub;', '|': '&verbar;',
  '}': '&rcub;', é: '&eacute;',
};

const base64 = (s: string) => btoa(String.fromCharCode(...utf8(s)));
const base64url = (s: string) => base64(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A UTF-16 body's bytes as a page shows them read one byte a character (NUL after every ASCII letter in LE). */
const utf16 = (s: string, le: boolean) =>
  s.split('').map((u) => u.charCodeAt(0)).map((u) => (le ? String.fromCharCode(u & 0xff, u >> 8) : String.fromCharCode(u >> 8, u & 0xff))).join('');
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const mixedCase = (s: string) => [...s].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
const between = (s: string, sep: string) => [...s].join(sep);
const half = (s: string) => [[...s].slice(0, Math.ceil([...s].length / 2)).join(''), [...s].slice(Math.ceil([...s].length / 2)).join('')] as const;
/** JSON's `\uXXXX` for each UTF-16 unit (a pair for an astral character). */
const uEsc = (c: string, upper = false) => c.split('').map((u) => `\\u${(upper ? u.charCodeAt(0).toString(16).toUpperCase() : u.charCodeAt(0).toString(16)).padStart(4, '0')}`).join('');
const pctAll = (s: string) => utf8(s).map((b) => `%${hex2(b).toUpperCase()}`).join('');

/**
 * Every written form of `secret` the recogniser must find: [name, text]. Each text holds the secret once (the base64 in
 * a longer encoded text holds it at each of its three byte alignments in turn).
 */
export function encodedForms(secret: string): [string, string][] {
  const [a, b] = half(secret);
  const forms: [string, string][] = [
    ['as typed', secret],
    ['upper case', secret.toUpperCase()],
    ['mixed case', mixedCase(secret)],
    ['full-width letters (NFKC)', fullWidth(secret)],
    ['JSON.stringify', JSON.stringify(secret)],
    ['PHP json_encode (\\/ and \\u for non-ASCII)', JSON.stringify(secret).replace(/\//g, '\\/').replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)],
    ['every character \\u-escaped, upper-case hex', uEsc(secret, true)],
    ['ES6 \\u{…} escapes', [...secret].map((c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`).join('')],
    ['split by a JSON \\n', JSON.stringify(`${a}\n${b}`)],
    ['split by \\r\\n', `${a}\r\n${b}`],
    ['zero-width spaces between letters', between(secret, '\u200b')],
    ['zero-width joiners and BOMs between letters', [...secret].map((c, i) => c + (i % 2 ? '\u200d' : '\ufeff')).join('')],
    ['soft hyphens between letters', between(secret, '\u00ad')],
    ['HTML5 named entities (htmlentities ENT_HTML5)', [...secret].map((c) => HTML5[c] ?? c).join('')],
    ['HTML decimal entities', [...secret].map((c) => `&#${c.codePointAt(0)};`).join('')],
    ['HTML hex entities', [...secret].map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()};`).join('')],
    ['var_export', `'${secret.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`],
    ['encodeURIComponent', encodeURIComponent(secret)],
    ['every byte percent-encoded', pctAll(secret)],
    ['lower-case percent escapes', pctAll(secret).toLowerCase()],
    ['urlencode (+ for space)', encodeURIComponent(secret).replace(/%20/g, '+').replace(/'/g, '%27')],
    ['percent-encoded twice', encodeURIComponent(encodeURIComponent(secret))],
    ['every byte percent-encoded twice', pctAll(secret).replace(/%/g, '%25')],
    ['\\x escapes', utf8(secret).map((x) => `\\x${hex2(x)}`).join('')],
    ['octal escapes', utf8(secret).map((x) => `\\${x.toString(8).padStart(3, '0')}`).join('')],
    ['base64', base64(secret)],
    ['base64url, unpadded', base64url(secret)],
    ['hex', utf8(secret).map(hex2).join('')],
    ['HEX', utf8(secret).map(hex2).join('').toUpperCase()],
    ['UTF-16LE body', utf16(secret, true)],
    ['UTF-16BE body', utf16(secret, false)],
    ['UTF-16LE body in JSON (\\u0000)', JSON.stringify(utf16(secret, true)).slice(1, -1)],
    ['JSON-escaped body inside a JSON string', JSON.stringify(uEsc(secret)).slice(1, -1)],
    ['mixed: percent, \\u, entity and zero-width in one', [...secret].map((c, i) => [encodeURIComponent(c), uEsc(c), `&#${c.codePointAt(0)};`, `${c}\u200b`][i % 4]).join('')],
  ];
  for (let pad = 1; pad <= 3; pad += 1) forms.push([`base64 of a longer text, at byte ${pad}`, base64(`${'k'.repeat(pad)}=${secret}&x=1`)]);
  const long = base64(`key=demo&secret=${secret}&item_id=shop_1`);
  forms.push(['base64 wrapped by a JSON \\n', JSON.stringify(long.replace(/(.{12})/g, '$1\n')).slice(1, -1)]);
  return forms;
}

/** Where a short or word-like key stands in text but not as a credential: never refused. */
export const PROSE_WITH_KEY: readonly string[] = [
  'Customer demo',
  '<title>Customer demo</title>',
  '{"name": "Customer demo", "steps": 3}',
  'Playlist: Customer demo — step 1 of 3',
  'We demonstrate the demo of the API; demos follow.',
  'DEMO DAY',
  'a demo-tracker and demo_data and demo.example.com',
  'https://example.com/customer-demo/page',
  'key: value pairs, as in a demo',
  '{"key_note": "demo"}',
  'monkey=demo',
  'de** said',
];

/** Where the same key stands as a credential: always refused, and masked. */
export const KEY_AS_CREDENTIAL: readonly string[] = [
  'key=demo',
  '"key":"demo"',
  '{"key": "demo"}',
  'Key[demo] is not allowed',
  'http://gw/item_get/?key=demo&item_id=1',
  "'key' => 'demo',",
  '<key>demo</key>',
  '@key = demo',
  'api_key: demo',
  'KEY=DEMO',
  'key=ｄｅｍｏ',
  'key=de\u200bmo',
  'url=http%3A%2F%2Fgw%2F%3Fkey%3Ddemo%26x%3D1',
  '{"body":"{\\"key\\":\\"demo\\"}"}',
  'GET http://gw/demo/item_get/',
  'curl -s http://gw/x -H "X-Account: demo"',
];
