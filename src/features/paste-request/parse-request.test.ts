// The paste reader over real-shaped samples: vendor help pages, curl as people and browsers write it (bash, cmd,
// PowerShell), code samples and log lines; every unreadable text gets a reason, and no text makes it throw.
import { describe, expect, it } from 'vitest';
import { isPlaceholder, parseRequest } from './parse-request';
import { PASTE_MAX_CHARS, type PastedRequest } from './paste-types';
import { WorkBudget } from '../../lib/work-budget';
import { looksLikeRequest } from './looks-like-request';
import { crtWords, shellWords } from './shell-words';

const GW = 'http://127.0.0.1:4301/gateway';

function read(text: string): PastedRequest {
  const out = parseRequest(text);
  if (!out.ok) throw new Error(`not read: ${JSON.stringify(out.problem)}`);
  return out.request;
}

function problem(text: string): string {
  const out = parseRequest(text);
  if (out.ok) throw new Error('read, expected a reason');
  return out.problem.id;
}

describe('curl commands', () => {
  it("reads the vendor help page's sample: curl -i with the secret in the query", () => {
    const r = read(`curl -i "https://api.example.com/gateway/product/item_get/?key=demo&secret=demo-secret-2026&num_iid=600000000001&lang=en&result_type=jsonu&cache=no&version=2.1"`);
    expect(r).toMatchObject({
      source: 'curl',
      dialect: 'bash',
      baseUrl: 'https://api.example.com/gateway',
      apiType: 'product',
      operation: 'product',
      numIid: '600000000001',
      key: 'demo',
      secret: 'demo-secret-2026',
      lang: 'en',
      resultType: 'jsonu',
      cache: 'no',
      version: '2.1',
    });
    expect(r.ignored).toEqual([]);
  });

  it('reads -sS -L --compressed, -G with -d and --data-urlencode, and a header with no space after -H', () => {
    const r = read(`curl -sS -L --compressed -G '${GW}/company/item_get/' -d key=demo -d 'secret=s%263' --data-urlencode 'item_id=shop_1000000' -H'X-Trace: 1' --header "Accept:application/json"`);
    expect(r).toMatchObject({ baseUrl: GW, apiType: 'company', operation: 'company', itemId: 'shop_1000000', key: 'demo', secret: 's&3' });
    expect(r.ignored).toEqual([
      { kind: 'header', name: 'X-Trace' },
      { kind: 'header', name: 'Accept' },
    ]);
  });

  it('reads --url, clustered short options (-sSL, -XGET) and lists unknown flags by name', () => {
    const r = read(`curl -sSL -XGET --retry 3 --url '${GW}/product/item_get/?key=demo&secret=x&num_iid=1&foo=bar' -u me:pw --frobnicate`);
    expect(r).toMatchObject({ numIid: '1', key: 'demo', secret: 'x' });
    expect(r.ignored).toEqual([
      { kind: 'flag', name: '--retry' },
      { kind: 'flag', name: '-u' },
      { kind: 'flag', name: '--frobnicate' },
      { kind: 'param', name: 'foo' },
    ]);
  });

  it('reads backslash line continuations and $ prompts', () => {
    const r = read(`$ curl \\\n  --compressed \\\n  "${GW}/company/item_get/?key=demo&secret=s&item_id=shop_1" \\\n  -i`);
    expect(r).toMatchObject({ itemId: 'shop_1', secret: 's' });
  });

  it('reads Chrome\'s "Copy as cURL (bash)", $\'…\' strings included', () => {
    const text = [
      `curl $'${GW}/product/item_get/?key=demo&secret=it\\'s-\\x41&num_iid=600000000001&cache=yes&result_type=json&lang=cn' \\`,
      `  -H 'Accept: */*' \\`,
      `  -H 'Accept-Language: en-US,en;q=0.9' \\`,
      `  -H 'Referer: http://127.0.0.1:4301/' \\`,
      `  -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' \\`,
      `  -H 'sec-ch-ua: "Not_A Brand";v="8", "Chromium";v="120"' \\`,
      `  --compressed`,
    ].join('\n');
    const r = read(text);
    expect(r).toMatchObject({ secret: "it's-A", numIid: '600000000001', lang: 'cn', resultType: 'json', cache: 'yes' });
    expect(r.ignored.map((i) => i.name)).toEqual(['Accept', 'Accept-Language', 'Referer', 'User-Agent', 'sec-ch-ua']);
  });

  it('reads Chrome\'s "Copy as cURL (cmd)": ^" quoting, ^& and ^ continuations, \\" inside', () => {
    const text = [
      `curl ^"${GW}/company/item_get/?key=demo^&secret=demo-secret-2026^&item_id=shop_1000000^&lang=en^" ^`,
      `  -H ^"Accept: */*^" ^`,
      `  -H ^"sec-ch-ua: ^\\^"Chromium^\\^";v=^\\^"120^\\^"^" ^`,
      `  --compressed`,
    ].join('\r\n');
    const r = read(text);
    expect(r).toMatchObject({ dialect: 'cmd', itemId: 'shop_1000000', secret: 'demo-secret-2026', lang: 'en', baseUrl: GW });
    expect(r.ignored.map((i) => i.name)).toEqual(['Accept', 'sec-ch-ua']);
  });

  it('reads a Windows command written by hand: "…" with \\" and "" inside, ^ continuations', () => {
    const text = `curl -i "${GW}/product/item_get/?key=demo&secret=s&num_iid=42" ^\n  -H "X-Note: say \\"hi\\"" ^\n  -H "X-Other: a ""b"""`;
    const r = read(text);
    expect(r).toMatchObject({ dialect: 'cmd', numIid: '42', secret: 's' });
    expect(r.ignored.map((i) => i.name)).toEqual(['X-Note', 'X-Other']);
  });

  it('reads PowerShell: curl.exe with backtick continuations', () => {
    const r = read(`curl.exe -s \`\n  "${GW}/product/item_get/?key=demo&secret=s&num_iid=7" \`\n  -H 'Accept: */*'`);
    expect(r).toMatchObject({ dialect: 'powershell', numIid: '7' });
  });

  it('reads the identifier from a JSON body (POST, DESIGN D9) with key and secret in the URL', () => {
    const r = read(`curl -X POST '${GW}/product/item_get/?key=demo&secret=s' -H 'Content-Type: application/json' -d '{"num_iid": 600000000002}'`);
    expect(r).toMatchObject({ numIid: '600000000002', operation: 'product' });
    expect(r.ignored.map((i) => i.name)).toContain('-X');
  });

  it('stops at a pipe and says so', () => {
    const r = read(`curl -s '${GW}/product/item_get/?key=demo&secret=s&num_iid=1' | jq .item.title`);
    expect(r.numIid).toBe('1');
    expect(r.ignored).toContainEqual({ kind: 'text', name: 'after |, ; or &&' });
  });

  it('keeps an unquoted URL with & whole (what people paste, even if a shell would cut it)', () => {
    expect(read(`curl ${GW}/product/item_get/?key=demo&secret=s&num_iid=5`)).toMatchObject({ numIid: '5', secret: 's' });
  });
});

describe('URLs, code samples and log lines', () => {
  it('reads a bare URL', () => {
    const r = read(`${GW}/company/item_get/?key=demo&secret=s&item_id=shop_1000001`);
    expect(r).toMatchObject({ source: 'url', itemId: 'shop_1000001', baseUrl: GW });
  });

  it('reads a PHP sample (file_get_contents, $url = "…") and treats <your key> as a placeholder, not a credential', () => {
    const php = `<?php\n$url = "https://api-gw.example.cn/taobao/item_get/?key=<your key>&secret=<your secret>&num_iid=610947572360&lang=zh-CN";\n$body = file_get_contents($url);\necho $body;`;
    const r = read(php);
    expect(r).toMatchObject({ source: 'php', apiType: 'taobao', numIid: '610947572360', baseUrl: 'https://api-gw.example.cn' });
    expect(r.key).toBeUndefined();
    expect(r.secret).toBeUndefined();
    expect(r.ignored).toEqual([
      { kind: 'placeholder', name: 'key' },
      { kind: 'placeholder', name: 'secret' },
      { kind: 'value', name: 'lang', value: 'zh-CN' },
    ]);
  });

  it("reads PHP's curl_init('…') and curl_setopt", () => {
    expect(read(`$ch = curl_init('${GW}/product/item_get/?key=demo&secret=s&num_iid=9');\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);`)).toMatchObject({ source: 'php', numIid: '9' });
  });

  it('reads a Python sample, the URL alone and with params={…}', () => {
    expect(read(`import requests\nurl = "${GW}/product/item_get/?key=demo&secret=s&num_iid=3"\nr = requests.get(url)`)).toMatchObject({ source: 'python', numIid: '3' });
    const r = read(`import requests\nresponse = requests.get("${GW}/company/item_get/", params={"key": "demo", 'secret': 'p@ss', "item_id": "shop_2", "lang": "ru"})`);
    expect(r).toMatchObject({ source: 'python', itemId: 'shop_2', key: 'demo', secret: 'p@ss', lang: 'ru' });
  });

  it('reads a log line with a timestamp, an nginx access line (a path alone: no host) and a JSON log', () => {
    expect(read(`2026-11-26T10:00:00.123Z INFO  GET ${GW}/product/item_get/?key=demo&secret=s&num_iid=600000000001 -> 200 (35 ms)`)).toMatchObject({
      source: 'log',
      numIid: '600000000001',
      baseUrl: GW,
    });
    const nginx = read(`127.0.0.1 - - [26/Nov/2026:10:00:00 +0000] "GET /gateway/company/item_get/?key=demo&secret=s&item_id=shop_1 HTTP/1.1" 200 512 "-" "curl/8.5.0"`);
    expect(nginx).toMatchObject({ baseUrl: null, apiType: 'company', itemId: 'shop_1' });
    const json = read(`{"ts":"2026-11-26T10:00:00Z","url":"https:\\/\\/h.example\\/gw\\/product\\/item_get\\/?key=demo\\u0026secret=s\\u0026num_iid=8"}`);
    expect(json).toMatchObject({ baseUrl: 'https://h.example/gw', numIid: '8', secret: 's' });
  });

  it('reads a signed request (key, timestamp, nonceStr, signature, apis) without a secret', () => {
    const r = read(`${GW}/company/item_get/?key=demo&timestamp=1764150000&nonceStr=abcdefghijklmnop&signature=${'a'.repeat(64)}&apis=company.item_get,product.item_get&item_id=shop_1`);
    expect(r.signed).toEqual({ timestamp: '1764150000', nonceStr: 'abcdefghijklmnop', signature: 'a'.repeat(64), apis: 'company.item_get,product.item_get' });
    expect(r.secret).toBeUndefined();
  });

  it('names what it ignores, never by a secret value', () => {
    const r = read(`curl -H 'Authorization: Bearer tok-123' '${GW}/product/item_get/?key=demo&secret=zz-secret&num_iid=1&sign=tok-456&lang=xx'`);
    expect(JSON.stringify(r.ignored)).not.toMatch(/tok-123|tok-456|zz-secret/);
    expect(r.ignored).toEqual([
      { kind: 'header', name: 'Authorization' },
      { kind: 'param', name: 'sign' },
      { kind: 'value', name: 'lang', value: 'xx' },
    ]);
  });
});

describe('reasons', () => {
  it.each([
    ['', 'empty'],
    ['   \n ', 'empty'],
    ['hello world', 'noUrl'],
    ['curl -i', 'noUrl'],
    [`curl '${GW}/product/item_get/?num_iid=1`, 'unclosedQuote'],
    [`curl "${GW}/product/item_get/?num_iid=1`, 'unclosedQuote'],
    [`curl $'${GW}`, 'unclosedQuote'],
    [`curl ^"${GW}/product/item_get/?num_iid=1 ^\n -H "x`, 'unclosedQuote'],
    [`${GW}/product/item_search/?q=shoes`, 'notItemGet'],
    [`https://example.com/`, 'notItemGet'],
    [`${GW}/product/item_get/?key=demo&secret=s`, 'noIdentifier'],
    [`${GW}/product/item_get/?num_iid=`, 'noIdentifier'],
    [`GET ${GW}/product/item_get/?num_iid=1 then ${GW}/company/item_get/?item_id=a_1`, 'severalUrls'],
  ])('%j → %s', (text, reason) => {
    expect(problem(text)).toBe(reason);
  });

  it('refuses more than PASTE_MAX_CHARS characters, saying how long the paste is, before reading it', () => {
    const size = PASTE_MAX_CHARS + 1;
    const budget = new WorkBudget('characters', 10);
    expect(parseRequest('x'.repeat(size), budget)).toEqual({ ok: false, problem: { id: 'tooLong', max: PASTE_MAX_CHARS, size } });
    expect(budget.spent).toBe(0);
  });

  it('the same URL twice is one URL', () => {
    const url = `${GW}/product/item_get/?num_iid=1`;
    expect(read(`${url} ${url}`).numIid).toBe('1');
  });
});

describe('placeholders', () => {
  it.each(['<your key>', '{{API_SECRET}}', '$API_KEY', '${API_SECRET}', '$env:API_KEY', '%API_KEY%', '***', 'xxxx', 'YOUR_API_KEY', 'your-secret'])('%s is a placeholder', (v) => {
    expect(isPlaceholder(v)).toBe(true);
  });
  it.each(['demo', 'demo-secret-2026', 'a1b2c3', 'keyless'])('%s is a value', (v) => {
    expect(isPlaceholder(v)).toBe(false);
  });
});

describe('shell words', () => {
  it('applies the C runtime rules for backslashes before quotes', () => {
    expect(crtWords('a\\\\"b c"d \\"e \\\\\\"f" "" x')).toEqual(['a\\b cd', '"e', '\\"f " x']);
  });
  it('reads bash double quotes: \\" \\\\ \\$ are escapes, others stay', () => {
    expect(shellWords('curl "a\\"b\\\\c\\$d\\x"', 'bash')).toEqual({ ok: true, words: ['curl', 'a"b\\c$d\\x'], dialect: 'bash', rest: false });
  });
});

/** A small seeded generator, so a failure repeats. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x1_0000_0000;
  };
}

describe('never throws', () => {
  const alphabet = ['curl ', ' -H ', '-d', '-G', '--url', "'", '"', '$\'', '\\', '^', '`', '\n', '\r\n', ' ', '&', '|', ';', '?', '=', '%', '%zz', '/item_get/', 'https://', 'h/', 'key=', 'secret=', 'num_iid=', 'item_id=', '{', '}', '<', '>', '\u0000', '\ud800', '😀', '#', '@', 'x', '1'];
  const seeds = [
    `curl -i "${GW}/product/item_get/?key=demo&secret=s&num_iid=1"`,
    `curl ^"${GW}/company/item_get/?key=demo^&secret=s^&item_id=a_1^" ^\n -H ^"a: b^"`,
    `<?php $url = "${GW}/product/item_get/?key=<k>&num_iid=1";`,
    `requests.get("${GW}/company/item_get/", params={"item_id": "a_1"})`,
  ];

  it('on 3,000 random texts and mutated samples: an outcome every time, reasons from the list', () => {
    const next = random(23);
    const reasons = new Set(['empty', 'tooLong', 'overBudget', 'unclosedQuote', 'noUrl', 'notItemGet', 'severalUrls', 'badUrl', 'noIdentifier']);
    for (let n = 0; n < 3_000; n += 1) {
      let text: string;
      if (n % 2 === 0) {
        text = '';
        const len = Math.floor(next() * 30);
        for (let k = 0; k < len; k += 1) text += alphabet[Math.floor(next() * alphabet.length)];
      } else {
        const seed = seeds[n % seeds.length] as string;
        const at = Math.floor(next() * seed.length);
        const cut = Math.floor(next() * 5);
        text = seed.slice(0, at) + (alphabet[Math.floor(next() * alphabet.length)] ?? '') + seed.slice(at + cut);
      }
      const out = parseRequest(text);
      if (out.ok) expect(typeof out.request.apiType).toBe('string');
      else expect(reasons.has(out.problem.id)).toBe(true);
    }
  });

  it('does not throw on values that are not strings', () => {
    expect(parseRequest(undefined as unknown as string)).toEqual({ ok: false, problem: { id: 'empty' } });
  });
});

describe('looksLikeRequest (the identifier box decides at once)', () => {
  it.each([
    `curl -i "${GW}/product/item_get/?num_iid=1"`,
    `${GW}/company/item_get/?item_id=a_1`,
    `curl.exe -s "x"`,
    `<?php $url = "…";`,
    `2026-11-26 GET /gateway/product/item_get/?num_iid=1`,
    `?key=demo&num_iid=1`,
  ])('%s is a request to read', (text) => {
    expect(looksLikeRequest(text)).toBe(true);
  });
  it.each(['shop_1000000', '600000000001', '  shop_1\n', 'edge-hostile_1', 'a/b', 'curling'])('%j is pasted as an identifier', (text) => {
    expect(looksLikeRequest(text)).toBe(false);
  });
});
