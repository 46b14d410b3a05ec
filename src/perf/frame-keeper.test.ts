// @vitest-environment happy-dom
// The description frames' keeper, behind the result feature's seam: one empty, hidden sandboxed frame, made when a
// description's frame is first shown (once startPerf has set the seam), and made again only if it was removed.
import { afterEach, describe, expect, it } from 'vitest';
import { descriptionFrameShown, onDescriptionFrameShown } from '../features/result/frame-shown';
import { keepFrameProcessWarm } from './frame-keeper';

const keepers = () => document.querySelectorAll('iframe[data-frame-keeper]');

afterEach(() => {
  onDescriptionFrameShown(() => {});
  for (const k of keepers()) k.remove();
});

describe('frame keeper', () => {
  it('the seam does nothing until speed work sets it', () => {
    descriptionFrameShown();
    expect(keepers()).toHaveLength(0);
  });

  it('one empty, hidden, sandboxed frame for the page, however many descriptions are shown', () => {
    onDescriptionFrameShown(keepFrameProcessWarm);
    descriptionFrameShown();
    descriptionFrameShown();
    const [keeper] = [...keepers()] as HTMLIFrameElement[];
    expect(keepers()).toHaveLength(1);
    expect(keeper?.getAttribute('sandbox')).toBe('');
    expect(keeper?.getAttribute('srcdoc')).toBe('');
    expect(keeper?.hidden).toBe(true);
    expect(keeper?.getAttribute('aria-hidden')).toBe('true');
  });

  it('made again when it was taken out of the page', () => {
    onDescriptionFrameShown(keepFrameProcessWarm);
    descriptionFrameShown();
    for (const k of keepers()) k.remove();
    descriptionFrameShown();
    expect(keepers()).toHaveLength(1);
  });
});
