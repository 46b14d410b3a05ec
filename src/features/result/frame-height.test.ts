import { describe, expect, it } from 'vitest';
import { estimateFrameHeight, FRAME_MAX_PX, FRAME_MIN_PX } from './frame-height';

describe('estimateFrameHeight', () => {
  it('keeps a short description short, at the lower bound', () => {
    expect(estimateFrameHeight('<p>Hello</p>')).toBe(FRAME_MIN_PX);
  });

  it('grows with text, blocks and declared picture heights, and stops at the upper bound', () => {
    const text = `<p>${'word '.repeat(200)}</p>`;
    const withPicture = `${text}<p><img src="a.svg" height="120"></p>`;
    expect(estimateFrameHeight(text)).toBeGreaterThan(FRAME_MIN_PX);
    expect(estimateFrameHeight(withPicture)).toBeGreaterThan(estimateFrameHeight(text) + 100);
    expect(estimateFrameHeight(`<div>${'<p>x</p>'.repeat(500)}</div>`)).toBe(FRAME_MAX_PX);
  });

  it('gives blocked remote pictures one line, and data: pictures their room', () => {
    const remote = `<p>a</p>${'<p><img src="https://img.example.com/a.svg" alt="x"></p>'.repeat(3)}`;
    expect(estimateFrameHeight(remote, false)).toBeLessThan(estimateFrameHeight(remote, true) - 300);
    const inline = '<p><img src="data:image/svg+xml;base64,AA" height="300"></p>';
    expect(estimateFrameHeight(inline, false)).toBe(estimateFrameHeight(inline, true));
  });

  it('ignores hidden images (tracking pixels) and counts CJK text as wide', () => {
    const base = '<p>a</p>'.repeat(8);
    expect(estimateFrameHeight(`${base}<img src="t.gif" style="display:none">`)).toBe(estimateFrameHeight(base));
    expect(estimateFrameHeight(`<p>${'中'.repeat(400)}</p>`)).toBeGreaterThan(estimateFrameHeight(`<p>${'a'.repeat(400)}</p>`));
  });
});
