// @vitest-environment happy-dom
// The record's own pictures load by default: a tracker among them is named by the same rule as in the frame and the
// report, and never becomes an <img> (issue 34).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKER_CORPUS } from '../trackers-corpus';
import { Gallery } from './record-parts';
import { lazyArray } from '../../../api/long-list';

afterEach(cleanup);

// A bare URL has no size or style: the entries its URL alone gives away (every vendor spelling, a stamped URL).
const urls = TRACKER_CORPUS.filter((e) => e.img && (e.name.startsWith('vendor:') || e.name.includes('address and time'))).map((e) => e.img!.src);

describe('the record gallery', () => {
  it('shows every picture, and names every tracker spelling instead of loading it', () => {
    const picture = 'https://img.example.com/sofa.jpg';
    render(<Gallery urls={[picture, ...urls]} title="Sofa" />);
    const imgs = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(imgs).toEqual([picture]);
    expect(screen.getAllByTestId('picture-tracker')).toHaveLength(urls.length);
    expect(screen.getAllByTestId('picture-tracker')[0]?.textContent).toBe('Tracking image · from www.o0b.cn');
  });

  it("shows a large answer's pictures a page at a time from its long list, reading only that page (long-list.ts)", () => {
    let reads = 0;
    const n = 50_000;
    const urlsOf = lazyArray(n, (i) => {
      reads += 1;
      return `https://img.example.com/p/${i}.jpg`;
    });
    render(<Gallery urls={urlsOf} title="Sofa" />);
    const imgs = Array.from(document.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(imgs[0]).toBe('https://img.example.com/p/0.jpg');
    expect(imgs.length).toBeGreaterThan(0);
    expect(imgs.length).toBeLessThan(200);
    expect(screen.getByText(/Showing \d+ of 50,000 pictures/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    expect(reads).toBeLessThan(1_000);
  });
});

