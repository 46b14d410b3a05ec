// @vitest-environment happy-dom
// The frame's HTML before it is built: trackers out, and (before "Load images") remote pictures named by a placeholder
// instead of a broken-image icon; data: pictures and allowed trackers stay.
import { describe, expect, it } from 'vitest';
import { blockTrackers } from './description-trackers';

const TRACKER = 'https://www.o0b.cn/i.php?t.png&rid=abc123&p=2130706433&k=de&t=1764200000';
const placeholder = (host: string, alt: string) => `[${alt || '-'} @ ${host}]`;

describe('blockTrackers', () => {
  it('names remote pictures by their host before "Load images", and keeps data: pictures', () => {
    const html = `<p>a</p><img src="https://img.example.com/sofa.jpg" alt="Sofa"><img src="//cdn.example.org/b.png"><img src="data:image/png;base64,AA">`;
    const out = blockTrackers(html, new Set(), 'TRACKER', placeholder);
    expect(out.html).toContain('[Sofa @ img.example.com]');
    expect(out.html).toContain('[- @ cdn.example.org]');
    expect(out.html).not.toContain('img.example.com/sofa.jpg');
    expect(out.html).toContain('<img src="data:image/png;base64,AA">');
    expect(out.trackers).toEqual([]);
  });

  it('leaves remote pictures in place once images may load (no placeholder given)', () => {
    const html = '<img src="https://img.example.com/sofa.jpg" alt="Sofa">';
    expect(blockTrackers(html, new Set(), 'TRACKER', null).html).toBe(html);
  });

  it('takes a tracker out in either case, and puts back only one the user allowed', () => {
    const html = `<img src="https://img.example.com/a.jpg"><img src="${TRACKER.replace(/&/g, '&amp;')}" style="display:none">`;
    const blocked = blockTrackers(html, new Set(), 'TRACKER', placeholder);
    expect(blocked.trackers.map((t) => t.host)).toEqual(['www.o0b.cn']);
    expect(blocked.html).toContain('TRACKER');
    expect(blocked.html).not.toContain('o0b.cn');
    const allowed = blockTrackers(html, new Set([TRACKER]), 'TRACKER', null);
    expect(allowed.html).toContain('o0b.cn');
    expect(allowed.html).not.toContain('TRACKER');
  });
});
