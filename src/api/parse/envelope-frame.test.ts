// Bodies with PHP warnings or a stray brace around the envelope: the envelope is read and the other text counted.
import { describe, expect, it } from 'vitest';
import { encodeBody, RESULT_TYPES } from '../../../gateway/encode/index';
import { detectFormat } from './detect';
import { parseBody } from './index';

const ENVELOPE = { item: { num_iid: 'acme_1', title: '标题 } ) >' }, error: '', reason: '', error_code: '0000', cache: 0, last_id: false };
const HTML_WARNING = '<br />\n<b>Warning</b>:  Undefined array key "x" in <b>/var/www/api/item_get.php</b> on line <b>12</b><br />\n';
const CLI_NOTICE = 'PHP Notice:  Undefined index: lang in /srv/api.php on line 40\n';

describe('envelope inside other text', () => {
  it.each(RESULT_TYPES)('%s: an HTML warning before and a stray } after', (t) => {
    const body = encodeBody(ENVELOPE, t).body;
    const reference = parseBody(body, t);
    const parsed = parseBody(`${HTML_WARNING}${body}}`, t);
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    expect(parsed.ok && parsed.value).toEqual(reference.ok && reference.value);
    expect(parsed.ok && parsed.noise).toEqual({ before: HTML_WARNING.trim().length, after: 1 });
  });

  it.each(RESULT_TYPES)('%s: CLI notices before, a stray } before, a warning after', (t) => {
    const body = encodeBody(ENVELOPE, t).body;
    const parsed = parseBody(`${CLI_NOTICE}${CLI_NOTICE}}${body}\n${HTML_WARNING}`, t);
    expect(parsed.ok ? 'ok' : parsed.message).toBe('ok');
    expect(parsed.ok && parsed.noise).toEqual({ before: `${CLI_NOTICE}${CLI_NOTICE}}`.trim().length, after: HTML_WARNING.trim().length });
  });

  it('a clean body has no noise, and a truncated one is not read as its inner object', () => {
    const body = encodeBody(ENVELOPE, 'json').body;
    expect(parseBody(body, 'json')).not.toHaveProperty('noise');
    expect(parseBody(body.slice(0, -1), 'json').ok).toBe(false);
    expect(parseBody(`${HTML_WARNING}just text`, 'json').ok).toBe(false);
  });
});

describe('detectFormat', () => {
  const value = { item: { title: '中文' }, error_code: '0000' };
  it.each(RESULT_TYPES)('names a %s body, also behind an HTML warning', (t) => {
    const body = encodeBody(value, t).body;
    expect(detectFormat(body)).toBe(t);
    expect(detectFormat(`${HTML_WARNING}${body}`)).toBe(t);
    expect(detectFormat(`${CLI_NOTICE}${body}`)).toBe(t);
  });
  it('names print_r and gives up on prose', () => {
    expect(detectFormat('Array\n(\n    [a] => 1\n)\n')).toBe('print_r');
    expect(detectFormat('stdClass Object\n(\n)\n')).toBe('print_r');
    expect(detectFormat('hello there')).toBeNull();
  });
});
