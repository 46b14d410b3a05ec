// The deep link of a lookup just sent is written once its request has left, sooner when the answer comes first, and
// never after Back or Forward has moved the address bar on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupParams } from '../api/types';
import { DEEP_LINK_DELAY_MS, deepLinkSearch, dropDeepLink, flushDeepLink, readDeepLink, writeDeepLinkSoon } from './deep-link';

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
  vi.useFakeTimers();
  win = fakeWindow();
  vi.stubGlobal('window', win);
});
afterEach(() => {
  dropDeepLink();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('writeDeepLinkSoon', () => {
  it('writes nothing in the task that sends, and the entry once the delay has passed', () => {
    writeDeepLinkSoon(params('shop_1'), 'push');
    expect(win.history.pushState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS - 1);
    expect(win.history.pushState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.entries).toEqual(['/', `/${deepLinkSearch(params('shop_1'))}`]);
    expect(readDeepLink(win.location.search).params?.id).toBe('shop_1');
  });

  it('writes at once when the answer comes first, and only once', () => {
    writeDeepLinkSoon(params('shop_1'), 'push');
    flushDeepLink();
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS * 2);
    flushDeepLink();
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
  });

  it('keeps one entry per lookup when a second is sent before the first was written', () => {
    writeDeepLinkSoon(params('shop_1'), 'push');
    writeDeepLinkSoon(params('shop_2'), 'push');
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(win.entries.map((e) => readDeepLink(e.slice(1)).params?.id ?? null)).toEqual([null, 'shop_1', 'shop_2']);
  });

  it('replaces the entry for a retry of the same lookup', () => {
    writeDeepLinkSoon(params('shop_1'), 'push');
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    writeDeepLinkSoon(params('shop_1'), 'replace');
    writeDeepLinkSoon({ ...params('shop_1'), lang: 'en' }, 'replace');
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS);
    expect(win.entries).toHaveLength(2);
    expect(readDeepLink(win.location.search).params?.lang).toBe('en');
  });

  it('writes nothing once Back or Forward came first', () => {
    writeDeepLinkSoon(params('shop_1'), 'push');
    dropDeepLink();
    vi.advanceTimersByTime(DEEP_LINK_DELAY_MS * 2);
    flushDeepLink();
    expect(win.history.pushState).not.toHaveBeenCalled();
    expect(win.entries).toEqual(['/']);
  });
});
