// @vitest-environment happy-dom
// The record's own pictures load by default: a tracker among them is named by the same rule as in the frame and the
// report, and never becomes an <img> (issue 34).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKER_CORPUS } from '../trackers-corpus';
import { Gallery } from './record-parts';

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
});
