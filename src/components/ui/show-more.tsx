// Renders a long list a page at a time, so a 5,000-element array never becomes 5,000 DOM nodes at once.
import { useState, type ReactNode } from 'react';
import { formatCount, useStrings } from '../../i18n/locale';
import { en } from './strings';

interface ShowMoreProps<T> {
  items: readonly T[];
  pageSize: number;
  render: (item: T, index: number) => ReactNode;
  /** Wraps the rendered items (e.g. a <ul> or <tbody>). */
  container?: (children: ReactNode) => ReactNode;
  /** What the items are, in the interface language (e.g. from the caller's catalog); "items" when omitted. */
  noun?: string;
}

/**
 * Lists longer than this have no "Show all": drawing the 50,000 pictures or shop items of a large answer's list at
 * once would hold the tab for seconds; they are shown a page at a time.
 */
export const SHOW_ALL_MAX = 10_000;

export function ShowMore<T>({ items, pageSize, render, container, noun }: ShowMoreProps<T>) {
  const S = useStrings('common', en).showMore;
  const [count, setCount] = useState(pageSize);
  const shown = items.slice(0, count).map(render);
  const rest = items.length - count;
  return (
    <>
      {container ? container(shown) : shown}
      {rest > 0 && (
        <p className="show-more">
          {S.showing(formatCount(count), formatCount(items.length), noun ?? S.items)}{' '}
          <button type="button" className="btn btn--small" onClick={() => setCount((c) => c + pageSize)}>
            {S.more(formatCount(Math.min(pageSize, rest)))}
          </button>{' '}
          {items.length <= SHOW_ALL_MAX && (
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setCount(items.length)}>
              {S.all}
            </button>
          )}
        </p>
      )}
    </>
  );
}
