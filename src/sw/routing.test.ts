import { describe, expect, it } from 'vitest';
import { precacheList, swRoute } from './routing';

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

  it('sends anything it does not know, a query on a cached name, and every non-GET to the network', () => {
    expect(get(`${ORIGIN}/assets/unknown-zzz.js`)).toBe('network');
    expect(get(`${ORIGIN}/assets/index-abc.js?v=2`)).toBe('network');
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
