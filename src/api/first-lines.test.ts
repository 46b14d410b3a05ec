// A large body's first characters (issue 36): masked as Raw masks, and never a piece of a credential the cut fell inside.
import { describe, expect, it } from 'vitest';
import { FIRST_LINES_BYTES, firstLinesOf } from './first-lines';
import type { Credentials } from './types';

const credentials: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('first lines', () => {
  it('masks the secret and the key as Raw does', () => {
    const text = firstLinesOf(bytes(`{"reason":"Key[demo] secret demo-secret-2026 ok"}${' '.repeat(200)}`), credentials);
    expect(text).not.toContain('demo-secret-2026');
    expect(text).toContain('Key[de**]');
    expect(text).toContain('ok"}');
  });

  it('shows no piece of a secret the cut falls inside, in any written form', () => {
    for (const written of ['demo-secret-2026', 'demo\\u002dsecret\\u002d2026']) {
      for (let cut = 1; cut < written.length; cut += 1) {
        const start = 'x'.repeat(FIRST_LINES_BYTES - cut) + written;
        const text = firstLinesOf(bytes(start), credentials);
        expect(text).toMatch(/^x+$/);
        expect(text).toHaveLength(FIRST_LINES_BYTES - 6 * credentials.secret.length);
      }
    }
  });

  it('drops a character the cut splits, and reads no further than its bytes', () => {
    const start = bytes('中'.repeat(FIRST_LINES_BYTES));
    const text = firstLinesOf(start.subarray(0, 3 * 100 + 2), { mode: 'plain', key: '', secret: '' });
    expect(text).toBe('中'.repeat(100));
  });
});
