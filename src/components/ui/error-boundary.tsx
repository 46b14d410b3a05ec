// Error boundaries: a part of the page that fails to load (a chunk gone after a redeploy) or to render shows
// "this part failed — reload it" in its place, and everything around it (credentials, a running batch) stays.
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { useStrings } from '../../i18n/locale';
import { en } from './strings';

const resetters = new Set<() => void>();

/** A part whose code loads on its first render, or earlier with preload(); isLoaded() once it renders without waiting. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy has
export type LazyPart<T extends ComponentType<any>> = T & { preload: () => Promise<void>; isLoaded: () => boolean };

/**
 * React.lazy remembers a failed import for good; a part made with lazyPart loads again after "Reload this part".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy has
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPart<T> {
  let failed = false;
  // The module once loaded: React.lazy is then handed a thenable that resolves at once, so the first render of the
  // part does not suspend (a resolved promise still would: fallback, then a second render in a later task).
  let loaded: { default: T } | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const make = () =>
    lazy(() =>
      loaded
        ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded as { default: T }) } as unknown as Promise<{ default: T }>)
        : loadOnce().catch((error: unknown) => {
            failed = true;
            throw error;
          }),
    );
  let current = make();
  resetters.add(() => {
    if (!failed) return;
    failed = false;
    current = make();
  });
  const Part = (props: object) => {
    const Current = current as unknown as ComponentType<object>;
    return <Current {...props} />;
  };
  // Fetches the part's code ahead of need (e.g. the result view before the first lookup's answer arrives); settles once
  // it is here or has failed (a failure is met again, and shown, when the part renders).
  Part.preload = () => loadOnce().then(
    () => undefined,
    () => undefined,
  );
  Part.isLoaded = () => loaded !== undefined;
  return Part as unknown as LazyPart<T>;
}

function PartFailed({ onReload, detail }: { onReload: () => void; detail: string }) {
  const S = useStrings('common', en).partFailed;
  return (
    <div className="part-failed" role="alert">
      <p className="part-failed__title">{S.title}</p>
      <p className="small muted">{S.text}</p>
      <p className="small mono muted" translate="no">
        {detail}
      </p>
      <button type="button" className="btn btn--small" onClick={onReload}>
        {S.reload}
      </button>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Changing it clears a shown failure (e.g. another lookup on screen). */
  resetKey?: unknown;
}

export class PartBoundary extends Component<BoundaryProps, { error: Error | null; key: unknown }> {
  override state: { error: Error | null; key: unknown } = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  private reload = () => {
    for (const r of resetters) r();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <PartFailed onReload={this.reload} detail={this.state.error.message.slice(0, 200)} />;
    return this.props.children;
  }
}
