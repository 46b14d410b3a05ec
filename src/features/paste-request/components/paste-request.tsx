// "Paste a request" under the identifier box (the form draws its button): the small box to paste into, and the one
// notice that says what the last paste did (what it filled, where the credentials went, what it ignored) or why it
// could not. Loaded on the first click or paste, not with the form.
import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import { ID_PARAM } from '../../../api/types';
import { useStrings } from '../../../i18n/locale';
import type { Ignored, ParseProblem } from '../paste-types';
import type { PasteOutcome } from '../paste-outcome';
import { en, type Strings } from '../strings';
import '../../../styles/paste.css';

interface PasteRequestProps {
  open: boolean;
  /** Closes the box; the focus goes back to the button. */
  onClose: () => void;
  outcome: PasteOutcome | null;
  /** Reads the text and, when it is a request, fills the form (nothing is sent). */
  onRead: (text: string) => void;
  onAddEnvironment: () => void;
  onDismiss: () => void;
}

export function problemText(problem: ParseProblem, S: Strings): string {
  switch (problem.id) {
    case 'tooLong':
      return S.problems.tooLong(problem.size, problem.max);
    case 'overBudget':
      return S.problems.overBudget(problem.spent);
    case 'notItemGet':
      return S.problems.notItemGet(problem.path);
    case 'severalUrls':
      return S.problems.severalUrls(problem.count);
    default:
      return S.problems[problem.id];
  }
}

/** Names of ignored things drawn; a paste of 50,000 distinct headers says how many more there are. */
export const IGNORED_SHOWN = 20;

/** "Ignored: header Accept, lang=zh-CN (not an allowed value)." — names and values are the text's own, never translated. */
function IgnoredList({ items: all, S }: { items: Ignored[]; S: Strings }) {
  const items = all.slice(0, IGNORED_SHOWN);
  const more = all.length - items.length;
  return (
    <p className="paste__ignored">
      {S.ignoredHead}{' '}
      {items.map((i, k) => {
        const sep = k < items.length - 1 || more > 0 ? S.listSeparator : S.listEnd;
        const name = (
          <span translate="no" className="mono">
            {i.kind === 'value' ? `${i.name}=${i.value ?? ''}` : i.name}
          </span>
        );
        return (
          <Fragment key={`${i.kind}-${i.name}-${k}`}>
            {i.kind === 'value' || i.kind === 'placeholder' ? (
              <>
                {name} ({S.ignored[i.kind]})
              </>
            ) : (
              <>
                {S.ignored[i.kind]} {name}
              </>
            )}
            {sep}
          </Fragment>
        );
      })}
      {more > 0 && S.ignoredMore(more)}
    </p>
  );
}

function Filled({ outcome, S, onAdd }: { outcome: Extract<PasteOutcome, { kind: 'filled' }>; S: Strings; onAdd: () => void }) {
  const { plan } = outcome;
  const { values, environment } = plan;
  const what = `${S.operations[values.operation]} ${ID_PARAM[values.operation]}=${values.id}`;
  return (
    <>
      <p>{S.filled(S.sources[outcome.source], what)}</p>
      {outcome.switchedTo && <p>{S.switched(outcome.switchedTo)}</p>}
      {outcome.added && <p>{S.added(outcome.added)}</p>}
      {environment.kind === 'current' && environment.noHost && <p>{S.noHost}</p>}
      {environment.kind === 'add' && !outcome.added && (
        <div className="paste__offer">
          <p>
            {S.noEnvironment(environment.baseUrl)}
            {outcome.credentials === 'held' && ` ${S.secretHeld(environment.host)}`}
          </p>
          <button type="button" className="btn btn--small" onClick={onAdd}>
            {S.add(environment.host)}
          </button>
        </div>
      )}
      {(outcome.credentials === 'plain' || outcome.credentials === 'signed') && (
        <p className="paste__secret" data-testid="paste-secret-notice">
          {outcome.credentials === 'signed' ? S.signedMoved : S.secretMoved}
        </p>
      )}
      {plan.credentialsNote && <p>{S.credentialsNote[plan.credentialsNote]}</p>}
      {plan.familyNote && <p>{S.family(plan.familyNote.apiType, S.operations[plan.familyNote.operation])}</p>}
      {plan.ignored.length > 0 && <IgnoredList items={plan.ignored} S={S} />}
    </>
  );
}

export function PasteRequest({ open, onClose, outcome, onRead, onAddEnvironment, onDismiss }: PasteRequestProps) {
  const S = useStrings('paste', en);
  const [text, setText] = useState('');
  const panelId = 'paste-panel';
  const errorId = useId();
  const close = onClose;
  const read = () => onRead(text);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Ctrl+Enter fills the form here (elsewhere it sends a lookup: never from this box).
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      read();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };
  const problem = outcome?.kind === 'problem' ? problemText(outcome.problem, S) : null;
  const panelProblem = open && outcome?.where === 'panel' ? problem : null;
  const boxProblem = outcome?.where === 'box' || !open ? problem : null;

  return (
    <div className="paste" data-testid="paste-request">
      <div id={panelId} className="paste__panel stack" role="group" aria-label={S.panel} hidden={!open}>
        {open && (
          <>
            <label className="field__label" htmlFor={`${panelId}-text`}>
              {S.label}
            </label>
            <textarea
              id={`${panelId}-text`}
              className="input mono paste__text"
              rows={4}
              spellCheck={false}
              autoComplete="off"
              autoFocus
              placeholder={S.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              aria-describedby={panelProblem ? `${panelId}-help ${errorId}` : `${panelId}-help`}
              aria-invalid={panelProblem ? true : undefined}
            />
            <p id={`${panelId}-help`} className="field__desc">
              {S.help}
            </p>
            {panelProblem && (
              <p id={errorId} className="field__error" role="alert">
                {panelProblem}
              </p>
            )}
            <div className="row row--end">
              <button type="button" className="btn btn--small" onClick={close}>
                {S.cancel}
              </button>
              <button type="button" className="btn btn--small btn--primary" onClick={read}>
                {S.fill}
              </button>
            </div>
          </>
        )}
      </div>
      {boxProblem && (
        <p className="field__error" role="alert" data-testid="paste-problem">
          {boxProblem}
        </p>
      )}
      <div className="paste__notice" role="status" aria-live="polite" data-testid="paste-notice">
        {outcome?.kind === 'filled' && (
          <div className="notice notice--ok stack">
            <Filled outcome={outcome} S={S} onAdd={onAddEnvironment} />
            <div className="row row--end">
              <button type="button" className="btn btn--small btn--ghost" onClick={onDismiss}>
                {S.dismiss}
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
