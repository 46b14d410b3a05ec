// The deep link of a lookup just sent: one history entry per lookup, replaced for a retry of the same one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupParams } from '../api/types';
import { readDeepLink, writeDeepLink } from './deep-link';

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'cn', version: '' });

/** A window whose history records its entries, as the browser's does. */
function fakeWindow() {
  const entries: string[] = ['/'];
  let at = 0;
  const location = { pathname: '/', search: '', hash: '' };
  const go = (url: string) => {
    const u = new URL(url, 'http://x');
    location.pathname = u.pathname;
    location.search = u.search;
  };
  const history = {
    pushState: vi.fn((_: unknown, __: string, url: string) => {
      entries.splice(at + 1, entries.length, url);
      at += 1;
      go(url);
    }),
    replaceState: vi.fn((_: unknown, __: string, url: string) => {
      entries[at] = url;
      go(url);
    }),
  };
  return { location, history, entries };
}

let win: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  win = fakeWindow();
  vi.stubGlobal('window', win);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writeDeepLink', () => {
  it('pushes an entry for a new lookup, and replaces it for a retry of the same one', () => {
    writeDeepLink(params('shop_1'), 'push');
    writeDeepLink(params('shop_2'), 'push');
    expect(win.entries.map((e) => readDeepLink(e.slice(1)).params?.id ?? null)).toEqual([null, 'shop_1', 'shop_2']);
    writeDeepLink({ ...params('shop_2'), lang: 'en' }, 'replace');
    expect(win.entries).toHaveLength(3);
    expect(readDeepLink(win.location.search).params?.lang).toBe('en');
  });

  it('writes nothing when the address bar already names the lookup', () => {
    writeDeepLink(params('shop_1'), 'push');
    writeDeepLink(params('shop_1'), 'push');
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
  });
});
