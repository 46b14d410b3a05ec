// @vitest-environment happy-dom
// A part shown beside an answer is not loaded by the render that paints the answer (issue 36): its code is asked for
// after the next frame, then it renders; once loaded it renders with the rest; a failed load is still shown as one.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, PartBoundary } from '../components/ui/error-boundary';
import { loadedAfterPaint } from './after-paint-part';

/** Frames run by hand: the test says when the next one is painted. */
function holdFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  return () => {
    for (const frame of frames.splice(0)) frame(performance.now());
  };
}

const aTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('loadedAfterPaint', () => {
  it('asks for the code after the frame that shows what rendered with it, then renders the part; later mounts render at once', async () => {
    const paint = holdFrames();
    const asked: string[] = [];
    let arrive: () => void = () => {};
    const Line = loadedAfterPaint(
      lazyPart(() => {
        asked.push('line');
        return new Promise<{ default: (props: { n: number }) => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: ({ n }) => <p>line {n}</p> });
        });
      }),
    );
    const { unmount } = render(
      <Suspense fallback={<p>waiting</p>}>
        <p>record</p>
        <Line n={1} />
      </Suspense>,
    );
    // The record is on screen and nothing was asked for: no fallback either (the record does not wait on the part).
    expect(screen.getByText('record')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(asked).toEqual([]);
    await aTask();
    expect(asked).toEqual([]);

    paint();
    await aTask();
    expect(asked).toEqual(['line']);
    expect(screen.queryByText('line 1')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('line 1')).toBeTruthy();
    unmount();

    // Its code here, the part renders in the same render as the record, with no frame and no second load.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <p>record</p>
        <Line n={2} />
      </Suspense>,
    );
    expect(screen.getByText('line 2')).toBeTruthy();
    expect(asked).toEqual(['line']);
  });

  it('a part whose code fails to load says so in its place, as a part loaded on render does', async () => {
    const paint = holdFrames();
    const Line = loadedAfterPaint(lazyPart<() => ReactElement>(() => Promise.reject(new Error('chunk gone'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PartBoundary>
        <p>record</p>
        <Suspense fallback={null}>
          <Line />
        </Suspense>
      </PartBoundary>,
    );
    expect(screen.getByText('record')).toBeTruthy();
    paint();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('chunk gone'));
  });
});
