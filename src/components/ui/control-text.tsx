// Shows text from the API with control and bidi-override characters made visible, never raw (a title may contain them).
import type { ReactNode } from 'react';
import { useStrings } from '../../i18n/locale';
import { en } from './strings';

// C0, DEL, C1, and the invisible format characters that can reorder or hide text.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

function pictureOf(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  // Unicode "Control Pictures" exist for C0 (U+2400 + code) and DEL (U+2421).
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

export function hasControlChars(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  return INVISIBLE.test(text);
}

export function ControlText({ text }: { text: string }) {
  const S = useStrings('common', en);
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INVISIBLE)) {
    const index = match.index;
    if (index > last) out.push(text.slice(last, index));
    const ch = match[0];
    const code = `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    out.push(
      <span key={index} className="ctrl" title={S.controlCharacter(code)}>
        {pictureOf(ch)}
      </span>,
    );
    last = index + ch.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}
