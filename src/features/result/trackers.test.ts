import { describe, expect, it } from 'vitest';
import { PICTURE_CORPUS, TRACKER_CORPUS } from './trackers-corpus';
import { decodeIpv4, decodeUnixTime, imageAttrsOf, isInvisible, normaliseImageUrl, percentDecode, trackerOf, type ElementLike } from './trackers';

const REAL = 'https://www.o0b.cn/i.php?t.png&rid=3f2a91&p=2130706433&k=demo&t=1795250400';

describe('trackerOf: the hostile corpus', () => {
  const images = TRACKER_CORPUS.filter((e) => e.img);

  it.each(images.map((e) => [e.name, e] as const))('%s is a tracker', (_name, entry) => {
    const t = trackerOf(entry.img!);
    expect(t).toBeDefined();
    // The name the notice shows is the host the browser would contact, in its plain spelling.
    expect(t!.host).toMatch(/^(www\.)?o0b\.cn$|^px\.example\.net$/);
    expect(t!.reveals.length).toBeGreaterThan(0);
  });

  it('every spelling of the vendor host is named as the vendor, with the key masked', () => {
    for (const entry of images.filter((e) => e.name.startsWith('vendor:'))) {
      const t = trackerOf(entry.img!);
      expect(t?.known, entry.name).toBe(true);
      expect(t?.reveals.find((r) => r.kind === 'key'), entry.name).toMatchObject({ masked: '••••' });
    }
  });

  it.each(PICTURE_CORPUS.map((img) => [JSON.stringify(img), img] as const))('%s stays a picture', (_name, img) => {
    expect(trackerOf(img)).toBeUndefined();
  });

  it('a bare URL (no size, no style) is judged by the same rule: the vendor host and stamped URLs only', () => {
    const bare = images.map((e) => ({ name: e.name, src: e.img!.src })).filter((e) => e.name.startsWith('vendor:') || e.name.includes('address and time'));
    for (const { name, src } of bare) expect(trackerOf({ src }), name).toBeDefined();
    expect(trackerOf({ src: 'https://px.example.net/p.gif?rid=77aa&k=de' })).toBeUndefined();
  });
});

describe('trackerOf: what it tells', () => {
  it('decodes what the vendor form reveals: address, masked key, time', () => {
    const t = trackerOf({ src: REAL, style: 'display:none' });
    expect(t).toMatchObject({ known: true, host: 'www.o0b.cn', src: REAL });
    expect(t?.reveals).toEqual([
      { kind: 'id', param: 'rid', value: '3f2a91' },
      { kind: 'ip', param: 'p', address: '127.0.0.1' },
      { kind: 'key', param: 'k', masked: 'de••' },
      { kind: 'time', param: 't', unixSeconds: 1795250400 },
    ]);
  });

  it('names the URL the browser would fetch, so allowing it allows exactly that request', () => {
    expect(trackerOf({ src: '//www.o0b.cn./i.php?k=de' })?.src).toBe('https://www.o0b.cn./i.php?k=de');
    expect(trackerOf({ src: '//www.o0b.cn/i.php?k=de' }, 'http://127.0.0.1:4205/')?.src).toBe('http://www.o0b.cn/i.php?k=de');
  });
});

describe('normaliseImageUrl', () => {
  it('reads host and path as the server does', () => {
    const n = normaliseImageUrl('HTTPS://WWW.%6F0B。CN../I%252Ephp\\x?%256B=de');
    expect(n?.host).toBe('www.o0b.cn');
    expect(n?.path).toBe('/i.php/x');
    expect(n?.params.get('k')).toBe('de');
  });

  it('refuses what is not an http(s) fetch', () => {
    for (const src of ['data:image/png;base64,AA', 'javascript:alert(1)', 'blob:https://a/b', '', 'http://[', 'about:blank']) expect(normaliseImageUrl(src), src).toBeUndefined();
  });

  it('decodes a bounded number of rounds and never throws on broken escapes', () => {
    expect(percentDecode('%252525252541')).toMatch(/^%25/);
    expect(percentDecode('%E4%B8%AD %ZZ %C3')).toBe('中 %ZZ Ã');
  });
});

describe('signals from the element and its ancestors', () => {
  const el = (attrs: Record<string, string>, parent: ElementLike | null = null): ElementLike => ({
    getAttribute: (n) => attrs[n] ?? null,
    hasAttribute: (n) => n in attrs,
    parentElement: parent,
  });

  it('an ancestor that hides its content hides the image; a 1-pixel cell does not', () => {
    const hiddenBox = el({ style: 'display:none' }, el({}));
    expect(imageAttrsOf(el({ src: 'x' }, el({}, hiddenBox))).inHidden).toBe(true);
    expect(imageAttrsOf(el({ src: 'x' }, el({ hidden: '' }))).inHidden).toBe(true);
    expect(imageAttrsOf(el({ src: 'x' }, el({ width: '1' }, el({ style: 'width:1px' })))).inHidden).toBe(false);
  });

  it('reads sizes and styles as the browser does', () => {
    expect(isInvisible({ style: 'display:block', width: '200' })).toBe(false);
    expect(isInvisible({ width: '1abc' })).toBe(true);
    expect(isInvisible({ style: 'width:0em' })).toBe(true);
    expect(isInvisible({ style: 'width:1em;height:2px' })).toBe(false);
    // A later declaration wins, as in CSS.
    expect(isInvisible({ style: 'display:none;display:block' })).toBe(false);
    expect(isInvisible({ style: 'opacity:0.5' })).toBe(false);
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
});
