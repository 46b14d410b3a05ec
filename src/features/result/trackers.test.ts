import { describe, expect, it } from 'vitest';
import { decodeIpv4, decodeUnixTime, detectTracker, detectTrackerUrl, isInvisible } from './trackers';

const REAL = 'https://www.o0b.cn/i.php?t.png&rid=3f2a91&p=2130706433&k=demo&t=1795250400';

describe('detectTracker', () => {
  it('names the vendor form and decodes what it reveals: address, masked key, time', () => {
    const t = detectTracker({ src: REAL, style: 'display:none' });
    expect(t?.known).toBe(true);
    expect(t?.host).toBe('www.o0b.cn');
    expect(t?.reveals).toEqual([
      { kind: 'id', param: 'rid', value: '3f2a91' },
      { kind: 'ip', param: 'p', address: '127.0.0.1' },
      { kind: 'key', param: 'k', masked: 'de••' },
      { kind: 'time', param: 't', unixSeconds: 1795250400 },
    ]);
  });

  it('names the vendor form even when it is visible', () => {
    expect(detectTracker({ src: REAL })?.known).toBe(true);
    expect(detectTracker({ src: 'https://o0b.cn/i.php?x=1' })?.known).toBe(true);
  });

  it('names other hosts by the same signs: invisible and identifying', () => {
    const src = 'https://px.example.net/a.gif?ip=10.1.2.3&ts=1700000000';
    for (const attrs of [{ style: 'display: none !important' }, { style: 'visibility:hidden' }, { width: '1', height: '1' }, { width: '0' }, { style: 'width:1px;height:1px' }]) {
      expect(detectTracker({ src, ...attrs })?.reveals.map((r) => r.kind), JSON.stringify(attrs)).toEqual(['ip', 'time']);
    }
  });

  it('leaves pictures alone: visible, or invisible without identifying parameters', () => {
    expect(detectTracker({ src: 'https://px.example.net/a.gif?ip=10.1.2.3&ts=1700000000', width: '750', height: '400' })).toBeUndefined();
    expect(detectTracker({ src: 'https://img.example.com/spacer.gif', width: '1', height: '1' })).toBeUndefined();
    expect(detectTracker({ src: 'https://img.example.com/a.jpg?size=1&v=2', style: 'display:none' })).toBeUndefined();
    expect(detectTracker({ src: 'data:image/gif;base64,R0lGOD', style: 'display:none' })).toBeUndefined();
    expect(detectTracker({ src: 'not a url', style: 'display:none' })).toBeUndefined();
  });
});

describe('detectTrackerUrl (desc_img: no size or style)', () => {
  it('names the vendor form and address-plus-time URLs, not ordinary pictures', () => {
    expect(detectTrackerUrl(REAL)?.known).toBe(true);
    expect(detectTrackerUrl('https://t.example.net/p?cip=3232235777&k=abc')?.reveals[0]).toEqual({ kind: 'ip', param: 'cip', address: '192.168.1.1' });
    expect(detectTrackerUrl('https://img.example.com/_img/toys/1/desc-1.svg')).toBeUndefined();
    expect(detectTrackerUrl('https://img.example.com/a.jpg?t=1700000000')).toBeUndefined();
  });
});

describe('decoders', () => {
  it('decodes IPv4 from a uint32 or dotted text, refusing what cannot be one', () => {
    expect(decodeIpv4('2130706433')).toBe('127.0.0.1');
    expect(decodeIpv4('4294967295')).toBe('255.255.255.255');
    expect(decodeIpv4('4294967296')).toBeUndefined();
    expect(decodeIpv4('12')).toBeUndefined();
    expect(decodeIpv4('8.8.8.8')).toBe('8.8.8.8');
    expect(decodeIpv4('300.1.1.1')).toBeUndefined();
    expect(decodeIpv4('abc')).toBeUndefined();
  });

  it('decodes Unix seconds and milliseconds in a plausible range', () => {
    expect(decodeUnixTime('1795250400')).toBe(1795250400);
    expect(decodeUnixTime('1795250400123')).toBe(1795250400);
    expect(decodeUnixTime('12345')).toBeUndefined();
    expect(decodeUnixTime('9999999999')).toBeUndefined();
  });

  it('reads invisibility from style and size attributes', () => {
    expect(isInvisible({ src: '', style: 'opacity:0' })).toBe(true);
    expect(isInvisible({ src: '', style: 'display:block', width: '200' })).toBe(false);
  });
});
