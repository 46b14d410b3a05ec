// A part shown beside an answer whose code is not loaded yet: rendering it would start that load inside the render that
// paints the answer's record (Vite's preload writes a <link> per dependency there, then the chunks are fetched and run
// before the frame). Instead it renders nothing, and its code is asked for just after the next frame, the one that
// shows the record; then it renders as it would have. Once its code is here it renders with the answer, as any part.
// Speed only: what the part shows and does is the same, a frame later on the page's first answer (issue 36).
import { useEffect, useState, type ComponentType } from 'react';
import type { LazyPart } from '../components/ui/error-boundary';
import { afterNextPaint } from '../lib/idle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy has
export function loadedAfterPaint<T extends ComponentType<any>>(Part: LazyPart<T>): T {
  const AfterPaint = (props: object) => {
    const [ready, setReady] = useState(Part.isLoaded);
    useEffect(() => {
      if (ready) return;
      let live = true;
      // A failed load renders the part anyway: its own load fails again there and the boundary says so, as before.
      afterNextPaint(() => void Part.preload().then(() => live && setReady(true)));
      return () => {
        live = false;
      };
    }, [ready]);
    const Shown = Part as unknown as ComponentType<object>;
    return ready ? <Shown {...props} /> : null;
  };
  return AfterPaint as unknown as T;
}
