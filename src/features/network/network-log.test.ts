import { describe, expect, it } from 'vitest';
import { networkRows, type TimingLike } from './network-log';

const PAGE = 'http://127.0.0.1:5173';
const entry = (name: string, startTime: number, initiatorType = 'fetch', entryType = 'resource'): TimingLike => ({ name, startTime, duration: 12.4, initiatorType, entryType });

describe('the Network panel rows', () => {
  const rows = networkRows(
    [
      entry(`${PAGE}/gateway/company/item_get/?key=demo-key-long&secret=demo-secret-2026&item_id=1`, 300),
      entry(`${PAGE}/`, 0, 'navigation', 'navigation'),
      entry(`${PAGE}/assets/index-abc.js`, 10, 'script'),
      entry(`${PAGE}/gateway/_catalog`, 200),
      entry('https://tracker.example.net/i.php?k=demo-key-long', 400, 'img'),
      entry(`${PAGE}/gateway/product/item_get/?key=demo-key-long&signature=abcdef123456&num_iid=2`, 500),
    ],
    { timeOrigin: 1_000_000, pageOrigin: PAGE, gatewayBaseUrl: '/gateway' },
  );

  it('lists every request in order with host, time and kind', () => {
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]).toMatchObject({ host: '127.0.0.1:5173', path: '/', kind: 'navigation', at: 1_000_000, party: 'page', billed: false });
    expect(rows[1]).toMatchObject({ path: '/assets/index-abc.js', kind: 'script', party: 'page', durationMs: 12 });
  });

  it('marks item_get calls billed, and only them', () => {
    expect(rows.filter((r) => r.billed).map((r) => r.n)).toEqual([4, 6]);
    expect(rows[2]).toMatchObject({ path: '/gateway/_catalog', party: 'gateway', billed: false });
  });

  it('never shows a key, secret or signature', () => {
    const all = JSON.stringify(rows);
    expect(all).not.toContain('demo-secret-2026');
    expect(all).not.toContain('abcdef123456');
    expect(rows[3]?.path).toBe('/gateway/company/item_get/?key=***&secret=***&item_id=1');
    expect(rows[5]?.path).toBe('/gateway/product/item_get/?key=***&signature=***&num_iid=2');
  });

  it('marks a request to neither the page nor the chosen gateway', () => {
    expect(rows[4]).toMatchObject({ host: 'tracker.example.net', party: 'other' });
    expect(rows.filter((r) => r.party === 'other')).toHaveLength(1);
  });

  it('tells a gateway on another origin from the page', () => {
    const other = networkRows([entry('http://gw.example:9000/api/company/item_get/?key=k', 1), entry('http://gw.example:9000/else', 2)], {
      timeOrigin: 0,
      pageOrigin: PAGE,
      gatewayBaseUrl: 'http://gw.example:9000/api',
    });
    expect(other.map((r) => r.party)).toEqual(['gateway', 'other']);
  });
});
