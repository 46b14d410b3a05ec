// @vitest-environment happy-dom
// The frame's HTML before it is built: trackers out, and (before "Load images") remote pictures named by a placeholder
// instead of a broken-image icon; data: pictures and allowed trackers stay.
import { describe, expect, it } from 'vitest';
import { fetchableReferences, TRACKER_CORPUS } from '../trackers-corpus';
import { blockTrackers } from './description-trackers';

const TRACKER = 'https://www.o0b.cn/i.php?t.png&rid=abc123&p=2130706433&k=de&t=1764200000';
const placeholder = (host: string, alt: string) => `[${alt || '-'} @ ${host}]`;
const PICTURE = 'https://img.example.com/sofa.jpg';

describe('blockTrackers', () => {
  it('names remote pictures by their host before "Load images", and keeps data: pictures', () => {
    const html = `<p>a</p><img src="https://img.example.com/sofa.jpg" alt="Sofa"><img src="//cdn.example.org/b.png"><img src="data:image/png;base64,AA">`;
    const out = blockTrackers(html, { allowed: new Set(), notice: 'TRACKER', placeholder });
    expect(out.html).toContain('[Sofa @ img.example.com]');
    expect(out.html).toContain('[- @ cdn.example.org]');
    expect(out.html).not.toContain('img.example.com/sofa.jpg');
    expect(out.html).toContain('<img src="data:image/png;base64,AA">');
    expect(out.trackers).toEqual([]);
  });

  it('leaves remote pictures in place once images may load (no placeholder given)', () => {
    const html = '<img src="https://img.example.com/sofa.jpg" alt="Sofa">';
    expect(blockTrackers(html, { allowed: new Set(), notice: 'TRACKER' }).html).toBe(html);
  });

  it('takes a tracker out in either case, and puts back only one the user allowed', () => {
    const html = `<img src="https://img.example.com/a.jpg"><img src="${TRACKER.replace(/&/g, '&amp;')}" style="display:none">`;
    const blocked = blockTrackers(html, { allowed: new Set(), notice: 'TRACKER', placeholder });
    expect(blocked.trackers.map((t) => t.host)).toEqual(['www.o0b.cn']);
    expect(blocked.html).toContain('TRACKER');
    expect(blocked.html).not.toContain('o0b.cn');
    const allowed = blockTrackers(html, { allowed: new Set([TRACKER]), notice: 'TRACKER' });
    expect(allowed.html).toContain('o0b.cn');
    expect(allowed.html).not.toContain('TRACKER');
  });

  it('reads the received spelling of a masked copy, and names the tracker by the masked one', () => {
    // Masking hid the address: the masked URL alone is a hidden image with no identifying parameter.
    const masked = 'https://px.example.net/p.gif?ip=*********';
    const received = 'https://px.example.net/p.gif?ip=203.0.113.9';
    const html = `<img src="${masked}" width="1" height="1">`;
    expect(blockTrackers(html, { allowed: new Set(), notice: 'T' }).trackers).toEqual([]);
    const out = blockTrackers(html, { allowed: new Set(), notice: 'T', received: (src) => (src === masked ? received : undefined) });
    expect(out.trackers.map((t) => t.src)).toEqual([masked]);
    expect(JSON.stringify(out)).not.toContain('203.0.113.9');
  });
});

describe('the frame after "Load images": nothing of the hostile corpus can load', () => {
  it.each(TRACKER_CORPUS.filter((e) => !e.sanitiser).map((e) => [e.name, e] as const))('%s', (_name, entry) => {
    // As the description view builds it once images may load: trackers out, pictures left in. A picture beside it proves
    // the check sees a fetchable reference. (The sanitiser's part is the browser test's: happy-dom's DOMPurify differs.)
    const { html } = blockTrackers(`${entry.html}<img src="${PICTURE}">`, { allowed: new Set(), notice: 'TRACKER', placeholder: null });
    expect(fetchableReferences(html)).toEqual([PICTURE]);
  });
});
