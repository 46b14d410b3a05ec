// The whole raw body in a virtual view: fixed-height rows (long lines cut into chunks, see raw-lines.ts), only the rows
// on screen (plus a margin) in the DOM, so the first screen costs the same for 2 KB and for 5 MB. Search hits on screen
// are marked; the current one is scrolled into view. The scroller is an ordinary focusable scroll box: arrow keys,
// Page Up/Down, Home and End scroll it natively.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { firstMatchEndingAfter } from '../raw-search';
import { layoutRows, rowAt, rowOfOffset, type LineIndex, type RowLayout } from '../raw-lines';

/** Rows drawn above and below the visible ones, so a fast scroll rarely shows a gap. */
const OVERSCAN = 16;
/** Without wrapping, a line still becomes rows of at most this many characters (a 2 MB line is not one row). */
export const NOWRAP_COLUMNS = 1000;
/** Bodies up to this size have every row in the DOM (select-all works as in a plain <pre>); larger ones are windowed. */
const ALL_ROWS_CHARS = 64 * 1024;
const GUTTER_GAP_PX = 12;

interface Metrics {
  rowHeight: number;
  charWidth: number;
  /** The scroller's inner size (without padding and scrollbars). */
  width: number;
  height: number;
  padLeft: number;
}

/** Used for the very first render, before the layout effect measures the real ones (same CSS). */
const GUESS: Metrics = { rowHeight: 19, charWidth: 7.5, width: 900, height: 480, padLeft: 12 };

export interface RawTextViewProps {
  /** The body's lines (indexLines of the body). */
  index: LineIndex;
  wrap: boolean;
  label: string;
  describedBy?: string;
  /** Start offsets of the search matches, ascending. */
  matches: readonly number[];
  matchLength: number;
  /** Index of the current match in `matches`, or -1. */
  current: number;
  /** Changes whenever the current match is to be scrolled into view (also when it is the same match again). */
  reveal: number;
}

function digits(n: number): number {
  return String(Math.max(1, n)).length;
}

/** A row's text with the search matches in it marked. */
function rowContent(text: string, start: number, end: number, matches: readonly number[], length: number, current: number): ReactNode {
  if (matches.length === 0 || length === 0) return text.slice(start, end);
  const parts: ReactNode[] = [];
  let at = start;
  for (let i = firstMatchEndingAfter(matches, length, start); i < matches.length && matches[i]! < end; i += 1) {
    const s = Math.max(start, matches[i]!);
    const e = Math.min(end, matches[i]! + length);
    if (s > at) parts.push(text.slice(at, s));
    parts.push(
      <mark key={i} className={i === current ? 'raw__hit raw__hit--current' : 'raw__hit'}>
        {text.slice(s, e)}
      </mark>,
    );
    at = e;
  }
  if (at === start) return text.slice(start, end);
  if (at < end) parts.push(text.slice(at, end));
  return parts;
}

export function RawTextView({ index, wrap, label, describedBy, matches, matchLength, current, reveal }: RawTextViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLDivElement>(null);
  const [metrics, setMetrics] = useState<Metrics>(GUESS);
  const [scrollTop, setScrollTop] = useState(0);

  const { text } = index;
  const gutterChars = digits(index.lineCount) + 1;
  const gutterPx = gutterChars * metrics.charWidth + GUTTER_GAP_PX;
  const columns = wrap ? Math.max(20, Math.floor((metrics.width - gutterPx) / metrics.charWidth) - 1) : NOWRAP_COLUMNS;
  const layout: RowLayout = useMemo(() => layoutRows(index, columns), [index, columns]);
  const { rowHeight } = metrics;

  // Font metrics and the box size, measured before the first paint and again whenever the box is resized.
  useLayoutEffect(() => {
    const el = scroller.current;
    const p = probe.current;
    if (!el || !p) return;
    const measure = () => {
      const box = p.getBoundingClientRect();
      const sample = p.firstElementChild?.getBoundingClientRect();
      const style = getComputedStyle(el);
      const padLeft = parseFloat(style.paddingLeft) || 0;
      const padX = padLeft + (parseFloat(style.paddingRight) || 0);
      const padY = (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0);
      const next: Metrics = {
        rowHeight: Math.max(1, Math.ceil(box.height)) || GUESS.rowHeight,
        charWidth: sample && sample.width > 0 ? sample.width / 10 : GUESS.charWidth,
        width: Math.max(0, el.clientWidth - padX),
        height: Math.max(0, el.clientHeight - padY),
        padLeft,
      };
      setMetrics((m) => (m.rowHeight === next.rowHeight && m.charWidth === next.charWidth && m.width === next.width && m.height === next.height && m.padLeft === next.padLeft ? m : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A new layout (wrap toggled, box resized) keeps the text at the top of the view where it was.
  const anchor = useRef(0);
  const lastLayout = useRef(layout);
  useLayoutEffect(() => {
    if (lastLayout.current === layout) return;
    lastLayout.current = layout;
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = rowOfOffset(layout, anchor.current).row * rowHeight;
    setScrollTop(el.scrollTop);
  }, [layout, rowHeight]);

  // The current match: into view vertically (centred when it was off screen) and, without wrapping, horizontally.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || current < 0 || current >= matches.length) return;
    const { row, column } = rowOfOffset(layout, matches[current]!);
    const top = row * rowHeight;
    const viewHeight = el.clientHeight;
    if (top < el.scrollTop || top + rowHeight > el.scrollTop + viewHeight) el.scrollTop = Math.max(0, top - (viewHeight - rowHeight) / 2);
    if (!wrap) {
      const x = gutterPx + column * metrics.charWidth;
      if (x < el.scrollLeft + gutterPx || x + matchLength * metrics.charWidth > el.scrollLeft + el.clientWidth) el.scrollLeft = Math.max(0, x - el.clientWidth / 3);
    }
    setScrollTop(el.scrollTop);
    anchor.current = rowAt(layout, Math.floor(el.scrollTop / rowHeight)).start;
    // The box itself may be below the fold.
    el.scrollIntoView?.({ block: 'nearest' });
    // Only a new reveal request moves the view, not a new layout or a new match list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  useEffect(() => {
    anchor.current = 0;
  }, [text]);

  const all = text.length <= ALL_ROWS_CHARS;
  const visible = Math.ceil(metrics.height / rowHeight) + 1;
  const firstShown = all ? 0 : Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const endShown = all ? layout.rowCount : Math.min(layout.rowCount, Math.floor(scrollTop / rowHeight) + visible + OVERSCAN);

  const rows: ReactNode[] = [];
  for (let r = firstShown; r < endShown; r += 1) {
    const row = rowAt(layout, r);
    rows.push(
      <div key={r} className={row.first ? 'raw__row' : 'raw__row raw__row--cont'} data-line={row.first ? row.line + 1 : undefined}>
        {rowContent(text, row.start, row.end, matches, matchLength, current)}
      </div>,
    );
  }

  const style = {
    '--raw-row': `${rowHeight}px`,
    '--raw-gutter': `${gutterChars}ch`,
  } as CSSProperties;

  return (
    <div className="raw" style={style}>
      <div className="raw__probe" ref={probe} aria-hidden="true">
        <span>0000000000</span>
      </div>
      <div
        ref={scroller}
        className={wrap ? 'raw__scroller raw__scroller--wrap' : 'raw__scroller'}
        role="region"
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={0}
        data-testid="raw-body"
        onScroll={(e) => {
          const top = e.currentTarget.scrollTop;
          setScrollTop(top);
          anchor.current = rowAt(layout, Math.floor(top / rowHeight)).start;
        }}
      >
        <div className="raw__space" style={{ height: layout.rowCount * rowHeight, minWidth: wrap ? undefined : gutterPx + layout.widestRow * metrics.charWidth }}>
          <div className="raw__rows" translate="no" style={{ transform: `translateY(${firstShown * rowHeight}px)` }}>
            {rows}
          </div>
        </div>
      </div>
    </div>
  );
}
