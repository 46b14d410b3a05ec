// How a person is shown a key, apart from the masker (mask-secret.ts re-exports it): the header and presenter mode show
// it on the first screen, and importing the masker for two lines pulled the whole secret recogniser into the page's first
// JavaScript (~5 KiB gzip over a 110 KiB budget).

/** How much of a key stays readable (issue 15): enough to tell two accounts apart, not enough to use. */
const KEY_SHOWN = 2;

/** How a person is shown a key (presenter mode, a tracker's k=): two characters, then dots; enough to tell accounts apart. */
export function keyHint(key: string): string {
  const chars = [...key];
  return chars.length <= KEY_SHOWN ? '••••' : chars.slice(0, KEY_SHOWN).join('') + '•'.repeat(Math.min(6, chars.length - KEY_SHOWN));
}

/** The account in use, in the header outside presenter mode: the first two and (for longer keys) last five characters, `t3…44565`. */
export function accountHint(key: string): string {
  const chars = [...key];
  const tail = Math.max(0, Math.min(5, chars.length - 4));
  return `${chars.slice(0, KEY_SHOWN).join('')}…${tail ? chars.slice(-tail).join('') : ''}`;
}

