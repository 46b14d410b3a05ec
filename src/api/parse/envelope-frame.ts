// Finds the envelope inside a body that carries other text around it: PHP warnings and notices printed before it
// (HTML `<br />\n<b>Warning</b>: … on line <b>12</b><br />` or CLI `PHP Warning: …`), or a stray `}` before or after
// it (DESIGN D13). Only used once a body has failed to parse whole, so a clean body never pays for the search.
import type { BodyFormat } from './sniff';

/** Where the envelope sits in the body, and how much other (non-blank) text is around it. */
export interface Frame {
  start: number;
  end: number;
  format: BodyFormat;
}

/** How many starts and ends are tried per format: each try parses the whole envelope once. */
const TRIES = 3;

// PHP's own message blocks; removed before looking for a start so the `<b>` of an HTML warning is not read as XML.
const PHP_MESSAGE = new RegExp(
  [
    String.raw`<br\s*/?>\s*<b>(?:Warning|Notice|Deprecated|Fatal error|Parse error|Strict Standards|Catchable fatal error)</b>:[\s\S]*?on line <b>\d+</b>(?:<br\s*/?>)?`,
    String.raw`(?:^|\n)[ \t]*(?:PHP )?(?:Warning|Notice|Deprecated|Fatal error|Parse error|Strict Standards):[^\n]*`,
  ].join('|'),
  'g',
);

/** Offset of the first character after the PHP message blocks at the start of the text (0 when there are none). */
export function afterPhpMessages(text: string): number {
  let pos = 0;
  for (;;) {
    while (pos < text.length && /[\s}\])]/.test(text[pos] ?? '')) pos++;
    PHP_MESSAGE.lastIndex = pos;
    const m = PHP_MESSAGE.exec(text);
    if (!m || text.slice(pos, m.index).trim() !== '') return pos;
    pos = m.index + m[0].length;
  }
}

const STARTS: Record<BodyFormat, RegExp> = {
  json: /\{/g,
  xml: /<\?xml|<[A-Za-z_][\w.-]*[\s>/]/g,
  serialize: /a:\d+:\{|O:\d+:"/g,
  var_export: /array \(|\(object\) array\(|\\?[A-Za-z_][\w\\]*::__set_state\(/g,
  print_r: /(?:Array|[A-Za-z_\\][\w\\]* Object)\r?\n[ \t]*\(/g,
};

const LAST_CHARS: Record<BodyFormat, string> = {
  json: '}',
  xml: '>',
  serialize: '};',
  var_export: ')',
  print_r: ')',
};

function starts(text: string, format: BodyFormat, from: number): number[] {
  const re = new RegExp(STARTS[format].source, 'g');
  re.lastIndex = from;
  const out: number[] = [];
  for (let m = re.exec(text); m && out.length < TRIES; m = re.exec(text)) out.push(m.index);
  return out;
}

function ends(text: string, format: BodyFormat, after: number): number[] {
  const out: number[] = [];
  if (format === 'xml') {
    // The root's own closing tag ends the envelope: a warning after it has '>' characters of its own.
    const declEnd = text.startsWith('<?xml', after) ? text.indexOf('?>', after) : -1;
    const root = /<([A-Za-z_][\w.-]*)[\s>/]/.exec(text.slice(declEnd === -1 ? after : declEnd + 2, after + 4096));
    const close = root ? text.lastIndexOf(`</${root[1] ?? ''}>`) : -1;
    if (close > after) out.push(close + 3 + (root?.[1]?.length ?? 0));
  }
  for (let i = text.length - 1; i > after && out.length < TRIES; i--) {
    if (LAST_CHARS[format].includes(text[i] ?? '')) out.push(i + 1);
  }
  return out;
}

/**
 * Tries the likely envelopes of the body in each given format, nearest to the whole body first, and returns the
 * first one `parses` accepts. `parses` is the format's parser on a slice; it is called at most TRIES² times per format.
 */
export function findFrame(text: string, formats: readonly BodyFormat[], parses: (slice: string, format: BodyFormat) => boolean): Frame | null {
  const from = afterPhpMessages(text);
  for (const format of formats) {
    for (const start of starts(text, format, from)) {
      for (const end of ends(text, format, start)) {
        if (start === 0 && end === text.length) continue;
        if (parses(text.slice(start, end), format)) return { start, end, format };
      }
    }
  }
  return null;
}

/** Non-blank characters of other text before and after the envelope, as a person would count them. */
export function noiseAround(text: string, frame: Frame): { before: number; after: number } {
  return { before: text.slice(0, frame.start).trim().length, after: text.slice(frame.end).trim().length };
}
