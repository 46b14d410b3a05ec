import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cachesToDelete, precacheList, servesAsset, swRoute } from './routing';

const ORIGIN = 'http://127.0.0.1:5173';
const PRECACHED = new Set(precacheList(['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'favicon.svg']));
const get = (url: string, mode = 'cors') => swRoute({ url, method: 'GET', mode }, ORIGIN, PRECACHED);

describe('the offline shell routes', () => {
  it('never touches a gateway call, its catalog or its pictures, on the page origin or another', () => {
    for (const url of [
      `${ORIGIN}/gateway/company/item_get/?key=demo&secret=s&item_id=1`,
      `${ORIGIN}/gateway/product/item_get/?num_iid=1`,
      `${ORIGIN}/gateway/_catalog`,
      `${ORIGIN}/gateway/_img/sofa.svg`,
      `${ORIGIN}/gateway`,
      `${ORIGIN}/proxy/company/item_get/?item_id=1`,
      `${ORIGIN}/api/_catalog`,
      `${ORIGIN}/x/_img/a.png`,
      'https://api.example.com/company/item_get/?key=k',
      'http://127.0.0.1:8787/company/item_get/',
    ]) {
      expect(get(url), url).toBe('network');
      expect(get(url, 'navigate'), url).toBe('network');
    }
  });

  it('leaves other origins alone, even for a file name it caches', () => {
    expect(get('https://cdn.example.com/assets/index-abc.js')).toBe('network');
    expect(get('https://img.example.com/picture.jpg', 'no-cors')).toBe('network');
  });

  it('answers the build files from the cache, the page from the network first', () => {
    expect(get(`${ORIGIN}/assets/index-abc.js`)).toBe('cache-first');
    expect(get(`${ORIGIN}/assets/index-abc.css`)).toBe('cache-first');
    expect(get(`${ORIGIN}/favicon.svg`)).toBe('cache-first');
    expect(get(`${ORIGIN}/`, 'navigate')).toBe('page');
    expect(get(`${ORIGIN}/?item_id=1&operation=company`, 'navigate')).toBe('page');
  });

  it('answers a build file this build lacks from an earlier build’s cache (a tab still running it), else the network', () => {
    expect(get(`${ORIGIN}/assets/unknown-zzz.js`)).toBe('earlier-build');
    expect(get(`${ORIGIN}/assets/batch-view-old123.js`)).toBe('earlier-build');
  });

  it('sends anything it does not know, a query on a cached name, and every non-GET to the network', () => {
    expect(get(`${ORIGIN}/assets/index-abc.js?v=2`)).toBe('network');
    expect(get(`${ORIGIN}/unknown.js`)).toBe('network');
    expect(get(`${ORIGIN}/precache.json`)).toBe('network');
    expect(swRoute({ url: `${ORIGIN}/assets/index-abc.js`, method: 'POST', mode: 'cors' }, ORIGIN, PRECACHED)).toBe('network');
    expect(get('not a url')).toBe('network');
  });
});

describe('the precache list', () => {
  it('holds index.html, every file in assets/ and the public icons, once each, and nothing else', () => {
    expect(precacheList(['assets/b.js', 'index.html', 'assets/a.css', 'assets/b.js', 'favicon.svg', 'sw.js', 'precache.json', 'assets/parse.worker-x.js'])).toEqual([
      '/assets/a.css',
      '/assets/b.js',
      '/assets/parse.worker-x.js',
      '/favicon.svg',
      '/index.html',
    ]);
  });
});

describe('updates without loss (issue 34)', () => {
  it('never takes the app’s page for a missing build file', () => {
    const cases: [string, number, string, boolean][] = [
      ['/assets/batch-view-old.js', 200, 'text/html; charset=utf-8', false],
      ['/assets/style-old.css', 200, 'text/html', false],
      ['/assets/batch-view-old.js', 404, 'text/plain', false],
      ['/assets/batch-view-old.js', 200, 'text/javascript; charset=utf-8', true],
      ['/index.html', 200, 'text/html; charset=utf-8', true],
    ];
    for (const [pathname, status, type, ok] of cases) expect(servesAsset(pathname, status, type), `${pathname} ${status} ${type}`).toBe(ok);
  });

  const OLD = `${CACHE_PREFIX}old`;
  const NEW = `${CACHE_PREFIX}new`;
  it('keeps an earlier build’s cache while any open tab is not known to run the current build', () => {
    expect(cachesToDelete([OLD, NEW, 'other-cache'], NEW, ['tab-1', 'tab-2'], new Set(['tab-1']))).toEqual([]);
    expect(cachesToDelete([OLD, NEW, 'other-cache'], NEW, ['tab-1'], new Set(['tab-1', 'tab-gone']))).toEqual([OLD]);
    expect(cachesToDelete([OLD, NEW], NEW, [], new Set())).toEqual([OLD]);
  });
});
