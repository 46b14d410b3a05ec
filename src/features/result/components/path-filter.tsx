// "Filter by path" above the parsed tree: a JSONPath query (safe RFC 9535 subset) over the parsed value, so it works
// the same for every result_type; walked in short slices under the path budget, so a 2 MB listing never holds the main
// thread and a union of wildcards stops with what it found and a plain "narrow the path".
import { leaveBrowser } from '../../../queries/outgoing';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ControlText } from '../../../components/ui/control-text';
import { formatCount, useStrings } from '../../../i18n/locale';
import { MATCH_LIMIT, previewValue, runPath, type PathAnswer, type PathError } from '../../../lib/json-path';
import { en, pathErrorText } from '../../../lib/json-path-strings';

/** Typing filters after this pause; Enter filters at once. */
const DEBOUNCE_MS = 300;
/** Matches drawn at a time. */
const PAGE = 100;

type State = { kind: 'idle' } | { kind: 'running' } | { kind: 'error'; error: PathError } | { kind: 'done'; query: string; answer: PathAnswer };

export default function PathFilter({ value }: { value: unknown }) {
  const S = useStrings('jsonPath', en);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [shown, setShown] = useState(PAGE);
  const [copyStatus, setCopyStatus] = useState('');
  const running = useRef<AbortController | null>(null);
  const started = useRef('');
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  function start(q: string) {
    clearTimeout(debounce.current);
    running.current?.abort();
    started.current = q;
    setShown(PAGE);
    setCopyStatus('');
    if (q.trim() === '') {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running' });
    runPath(value, q, { signal: controller.signal, limit: MATCH_LIMIT }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState(answer.ok ? { kind: 'done', query: q, answer } : { kind: 'error', error: answer });
      },
      () => {
        // Aborted by a newer query: that one shows.
      },
    );
  }

  const startLater = useEffectEvent((q: string) => start(q));

  useEffect(() => {
    if (query === started.current) return;
    debounce.current = setTimeout(() => startLater(query), DEBOUNCE_MS);
    return () => clearTimeout(debounce.current);
  }, [query]);

  // A new body (another answer in the same view) runs the same query on it.
  useEffect(() => {
    if (started.current !== '') startLater(started.current);
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      running.current?.abort();
    },
    [],
  );

  function copy(path: string) {
    // A path names no credential, but every copy leaves through the one exit and its leak check.
    void leaveBrowser({ kind: 'clipboard', text: path }).then((out) => setCopyStatus(out.written ? S.copied(path) : S.copyFailed));
  }

  const error = state.kind === 'error' ? state.error : null;
  let status = '';
  if (state.kind === 'running') status = S.running;
  else if (state.kind === 'done') {
    const { total, matches, stop } = state.answer;
    // A stopped walk says so even when it found nothing yet: "no matches" would be a claim about the whole body.
    if (stop) status = S.stopped(formatCount(stop.limit), formatCount(total));
    else if (total === 0) status = S.none;
    else if (total > matches.length) status = S.countCapped(formatCount(total), formatCount(matches.length));
    else status = S.count(formatCount(total), total);
  }
  const matches = state.kind === 'done' ? state.answer.matches : [];

  return (
    <div className="path-filter stack">
      <form
        className="path-filter__form"
        role="search"
        aria-label={S.label}
        onSubmit={(e) => {
          e.preventDefault();
          start(query);
        }}
      >
        <label htmlFor={inputId} className="path-filter__label">
          {S.label}
        </label>
        <input
          id={inputId}
          type="text"
          className="input mono"
          placeholder="$..title"
          value={query}
          autoComplete="off"
          spellCheck={false}
          translate="no"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query !== '') {
              e.preventDefault();
              setQuery('');
              start('');
            }
          }}
        />
        <button type="submit" className="btn btn--small">
          {S.run}
        </button>
        <button
          type="button"
          className="btn btn--small"
          disabled={query === ''}
          onClick={() => {
            setQuery('');
            start('');
          }}
        >
          {S.clear}
        </button>
        <span className="small muted" role="status" aria-live="polite" data-testid="path-filter-status">
          {status}
        </span>
      </form>
      <p id={hintId} className="small muted path-filter__hint">
        {S.hint}
      </p>
      {error && (
        <p id={errorId} className="field__error" data-testid="path-filter-error">
          {pathErrorText(S, error, formatCount)}
        </p>
      )}
      {matches.length > 0 && (
        <>
          <ol className="path-filter__matches" aria-label={S.matches} data-testid="path-filter-matches">
            {matches.slice(0, shown).map((m, i) => {
              const display = m.display;
              return (
                <li key={i} className="path-filter__match">
                  <code className="path-filter__path" title={m.path} translate="no" data-path={m.path}>
                    <ControlText text={display.length > 300 ? `${display.slice(0, 300)}…` : display} />
                  </code>{' '}
                  <span className="path-filter__value tree__string" translate="no" data-testid="path-filter-value">
                    <ControlText text={previewValue(m.value)} />
                  </span>{' '}
                  <button type="button" className="btn btn--small btn--ghost path-filter__copy" onClick={() => copy(display)}>
                    {S.copyPath}
                    <span className="visually-hidden" translate="no">
                      {' '}
                      {display.length > 300 ? `${display.slice(0, 300)}…` : display}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          {matches.length > shown && (
            <button type="button" className="btn btn--small" onClick={() => setShown((n) => n + PAGE)}>
              {S.showMore(formatCount(Math.min(PAGE, matches.length - shown)))}
            </button>
          )}
        </>
      )}
      <p className="small muted tree__status" role="status" aria-live="polite">
        {copyStatus}
      </p>
    </div>
  );
}
