// Pretty-printed bodies for the raw view's "Pretty" switch (as received stays the default). JSON from the parsed
// value, XML and PHP serialize by re-indenting their own text (so nothing is re-encoded); var_export and print_r are
// already indented by PHP and have no pretty form of their own.
import { sniffFormat } from '../../api/parse/sniff';

const INDENT = '  ';

/** The pretty form of a body, or null when its format has none (or it did not parse). */
export function prettyBody(rawText: string, parsed: unknown): string | null {
  const format = sniffFormat(rawText);
  if (format === 'json') return parsed === undefined ? null : JSON.stringify(parsed, null, 2);
  if (format === 'xml') return prettyXml(rawText);
  if (format === 'serialize') return prettySerialize(rawText);
  return null;
}

/** One element per line, children indented; an element holding only text stays on one line. Text is kept as is. */
export function prettyXml(text: string): string {
  const out: string[] = [];
  let depth = 0;
  const tokens = text.match(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[^>]*>|[^<]+/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    if (!t.startsWith('<') || t.startsWith('<![CDATA[')) {
      if (t.trim() !== '') out.push(INDENT.repeat(depth) + t.trim());
      continue;
    }
    if (t.startsWith('</')) {
      depth = Math.max(0, depth - 1);
      out.push(INDENT.repeat(depth) + t);
      continue;
    }
    const selfContained = t.startsWith('<?') || t.startsWith('<!') || t.endsWith('/>');
    // <a>text</a> on one line: the usual leaf of an envelope.
    const next = tokens[i + 1] ?? '';
    const after = tokens[i + 2] ?? '';
    if (!selfContained && !next.startsWith('<') && after.startsWith('</')) {
      out.push(INDENT.repeat(depth) + t + next + after);
      i += 2;
      continue;
    }
    out.push(INDENT.repeat(depth) + t);
    if (!selfContained) depth++;
  }
  return out.join('\n');
}

/** UTF-16 index after `bytes` UTF-8 bytes starting at `from` (serialize counts string lengths in bytes). */
function skipUtf8Bytes(text: string, from: number, bytes: number): number {
  let i = from;
  let left = bytes;
  while (left > 0 && i < text.length) {
    const c = text.codePointAt(i) ?? 0;
    left -= c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    i += c > 0xffff ? 2 : 1;
  }
  return i;
}

/** serialize() with one key or value per line and nested arrays indented; strings are copied byte for byte. */
export function prettySerialize(text: string): string | null {
  let out = '';
  let depth = 0;
  let i = 0;
  // Inside an array, tokens alternate key, value: a value ends its line.
  const isKey: boolean[] = [];
  const newline = () => `\n${INDENT.repeat(depth)}`;
  while (i < text.length) {
    const c = text[i];
    if (c === '}') {
      depth--;
      isKey.pop();
      out += `${newline()}}`;
      i++;
      if (depth < 0) return null;
      out += afterValue();
      continue;
    }
    if (c === 's' && text[i + 1] === ':') {
      const m = /^s:(\d+):"/.exec(text.slice(i, i + 24));
      if (!m) return null;
      const end = skipUtf8Bytes(text, i + m[0].length, Number(m[1]));
      if (text.slice(end, end + 2) !== '";') return null;
      out += text.slice(i, end + 2);
      i = end + 2;
      out += afterValue();
      continue;
    }
    const head = /^(?:[aO]:\d+:(?:"[^"]*":\d+:)?\{|[ibdN][^;]*;|[rR]:\d+;)/.exec(text.slice(i, i + 400));
    if (!head) return text.slice(i).trim() === '' ? out : null;
    out += head[0];
    i += head[0].length;
    if (head[0].endsWith('{')) {
      depth++;
      isKey.push(true);
      out += newline();
    } else {
      out += afterValue();
    }
  }
  return out;

  function afterValue(): string {
    if (isKey.length === 0) return '';
    const top = isKey.length - 1;
    const wasKey = isKey[top];
    isKey[top] = !wasKey;
    // After a key, the value follows on the same line; after a value, the next key starts a new line.
    return wasKey ? ' ' : text[i] === '}' ? '' : newline();
  }
}
