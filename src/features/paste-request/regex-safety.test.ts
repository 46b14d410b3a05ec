// Every regular expression left in the paste reader is linear by its shape (anchored, or a single trailing run), and
// the patterns it had before issue 34 are refused by the same check: the check can fail, and did.
import { describe, expect, it } from 'vitest';
import { regexLiteralsOf, regexRisk } from '../../lib/regex-safety';

const SOURCES = import.meta.glob(['./*.ts', './components/*.tsx', '!./*.test.ts', '!./hostile-pastes.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** The reader's patterns before issue 34 (parse-request.ts and shell-words.ts): each backtracks over a long run. */
const OLD_PATTERNS: [string, string][] = [
  ['(["\'])((?:https?:\\/\\/|\\/)[^"\'\\n]*?\\/item_get\\b[^"\'\\n]*)\\1', 'gi'],
  ['(?:^|[\\s"\'=(])(\\/[^\\s"\'<>`]*\\/item_get\\/?[^\\s"\'<>`]*)', 'g'],
  ['[.,;:)\\]}]+$', ''],
  ['\\brequests\\.(?:get|post|request)\\s*\\(|^\\s*import\\s+requests|urllib|httpx\\.', 'm'],
  ['\\^\\r?\\n|\\^"|^\\s*curl\\.exe\\b[^`]*\\^', 'm'],
  ['(["\'])([A-Za-z_][\\w]*)\\1\\s*(?::|=>)\\s*(?:(["\'])(.*?)\\3|(-?\\d+(?:\\.\\d+)?))|\\b([A-Za-z_]\\w*)\\s*=\\s*(?:(["\'])(.*?)\\7|(-?\\d+))', 'g'],
  ['\\/([^/?#]+)\\/item_get(?:\\/|$)', ''],
  ['<\\?php|\\$\\w+\\s*=|curl_init\\s*\\(|file_get_contents\\s*\\(|curl_setopt\\s*\\(', ''],
];

describe('regular expressions of the paste reader', () => {
  it('finds the modules and their patterns', () => {
    expect(Object.keys(SOURCES)).toEqual(expect.arrayContaining(['./parse-request.ts', './shell-words.ts', './read-curl.ts', './text-urls.ts', './looks-like-request.ts']));
    expect(Object.values(SOURCES).flatMap((code) => regexLiteralsOf(code)).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(SOURCES))('%s: every pattern is linear by its shape', (_file, code) => {
    for (const { source, flags } of regexLiteralsOf(code)) expect({ pattern: `/${source}/${flags}`, risk: regexRisk(source, flags) }).toEqual({ pattern: `/${source}/${flags}`, risk: null });
  });

  it.each(OLD_PATTERNS)('the old /%s/%s is refused', (source, flags) => {
    expect(regexRisk(source, flags)).not.toBeNull();
  });

  it('a single trailing run or an anchored pattern passes (the check is not a blanket ban)', () => {
    expect(regexRisk('https?:\\/\\/[^\\s"]+', 'gi')).toBeNull();
    expect(regexRisk('^<[^<>]*>$|^\\*+$', 'i')).toBeNull();
    expect(regexRisk('(a+)+$', '')).not.toBeNull();
  });
});
