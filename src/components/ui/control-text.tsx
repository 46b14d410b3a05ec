// The one component for text that came in a response: control and bidi characters shown as visible escapes, long text capped.
import { useState, type ReactNode } from 'react';
import { RENDER_LIMITS } from '../../config/defaults';
import { formatCount, useStrings } from '../../i18n/locale';
import { en } from './strings';

/**
 * C0, DEL, C1, and the invisible format characters that can reorder or hide text: ALM (U+061C), the
 * Mongolian vowel separator, zero-width and LRM/RLM (U+200B–200F), line/paragraph separators, the
 * embeddings and overrides (U+202A–202E), word joiner and invisible operators, the isolates
 * (U+2066–2069) and deprecated format controls, BOM/ZWNBSP, interlinear annotation marks. An RLO in a
 * seller's nick would otherwise reverse the rest of its row, the app's own badges included.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

// Not the global one: test() on a global regex moves its lastIndex, which matchAll would then start from.
const ANY_INVISIBLE = new RegExp(INVISIBLE.source);

export function hasControlChars(text: string): boolean {
  return ANY_INVISIBLE.test(text);
}

/** How an invisible character is drawn: a Unicode control picture for C0 and DEL, else its `\uXXXX` escape. */
function pictureOf(code: number): string {
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

export type TextPart = { text: string } | { escape: string; code: string; at: number };

/** Splits a text into plain runs and escapes; no part holds a control or bidi character. */
export function visibleParts(text: string): TextPart[] {
  const out: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(INVISIBLE)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index) });
    const code = match[0].charCodeAt(0);
    out.push({ escape: pictureOf(code), code: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`, at: match.index });
    last = match.index + 1;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The same escapes as plain text, for places that take no markup (alt, title, aria-label). */
export function visibleText(text: string): string {
  return visibleParts(text)
    .map((p) => ('text' in p ? p.text : p.escape))
    .join('');
}

/** The first `max` characters, not splitting a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

interface ControlTextProps {
  text: string;
  /** Characters shown before "show all"; a 150,000-character title without spaces froze the tab for seconds. */
  max?: number;
}

export function ControlText({ text, max = RENDER_LIMITS.textChars }: ControlTextProps) {
  const S = useStrings('common', en);
  const [all, setAll] = useState(false);
  const shown = all ? text : capText(text, max);
  const out: ReactNode[] = visibleParts(shown).map((part) =>
    'text' in part ? (
      part.text
    ) : (
      <span key={`c${part.at}`} className="ctrl" title={S.controlCharacter(part.code)}>
        {part.escape}
      </span>
    ),
  );
  if (shown.length < text.length) {
    out.push(
      '… ',
      <button key="all" type="button" className="btn btn--small btn--ghost" onClick={() => setAll(true)}>
        {S.showAllText(formatCount(text.length))}
      </button>,
    );
  }
  return <>{out}</>;
}
