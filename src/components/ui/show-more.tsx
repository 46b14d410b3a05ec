// Renders a long list a page at a time, so a 5,000-element array never becomes 5,000 DOM nodes at once.
import { useState, type ReactNode } from 'react';

interface ShowMoreProps<T> {
  items: readonly T[];
  pageSize: number;
  render: (item: T, index: number) => ReactNode;
  /** Wraps the rendered items (e.g. a <ul> or <tbody>). */
  container?: (children: ReactNode) => ReactNode;
  noun?: string;
}

export function ShowMore<T>({ items, pageSize, render, container, noun = 'items' }: ShowMoreProps<T>) {
  const [count, setCount] = useState(pageSize);
  const shown = items.slice(0, count).map(render);
  const rest = items.length - count;
  return (
    <>
      {container ? container(shown) : shown}
      {rest > 0 && (
        <p className="show-more">
          Showing {count.toLocaleString('en')} of {items.length.toLocaleString('en')} {noun}.{' '}
          <button type="button" className="btn btn--small" onClick={() => setCount((c) => c + pageSize)}>
            Show {Math.min(pageSize, rest).toLocaleString('en')} more
          </button>{' '}
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setCount(items.length)}>
            Show all
          </button>
        </p>
      )}
    </>
  );
}
