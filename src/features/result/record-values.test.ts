// Large fields stay cheap to prepare (issue 12 hole 4): 45,000 pictures, 150,000 location segments.
import { describe, expect, it } from 'vitest';
import { locationParts, uniqueUrls } from './record-values';

describe('uniqueUrls', () => {
  it('keeps first-seen order and drops empties and repeats', () => {
    expect(uniqueUrls(['a', '', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });

  it('de-duplicates 45,000 pictures, each listed twice', () => {
    const urls = Array.from({ length: 90_000 }, (_, i) => `https://img.example/${i % 45_000}.jpg`);
    expect(uniqueUrls(urls)).toHaveLength(45_000);
  });
});

describe('locationParts', () => {
  it('splits on » and trims', () => {
    expect(locationParts(' 中国 » 浙江»  »杭州 ')).toEqual(['中国', '浙江', '杭州']);
  });

  it('splits 150,000 segments', () => {
    expect(locationParts(Array.from({ length: 150_000 }, (_, i) => `p${i}`).join('»'))).toHaveLength(150_000);
  });
});
