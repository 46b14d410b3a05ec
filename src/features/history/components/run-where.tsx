// The choice Run again offers on an entry made in another environment than the one in use (DESIGN D14: a call's
// authority is the environment it is asked in): run it there, run it here, or send nothing. Keyboard first: the first
// choice takes the focus, Escape cancels.
import { useEffect, useRef } from 'react';
import type { Strings } from '../strings';

/** An environment as History names it: the app passes the name as the header says it (features never read each other). */
export interface HistoryEnvironment {
  id: string;
  name: string;
  /** One of the palette's colour names (environments.css draws it through data-env-colour). */
  colour: string;
}

/** Where an entry was made: a known environment, one deleted since, or not recorded (entries older than environments). */
export type EntryEnvironment = HistoryEnvironment | 'deleted' | null;

export function EnvironmentDot({ env }: { env: HistoryEnvironment }) {
  return <span className="env__dot" data-env-colour={env.colour} aria-hidden="true" />;
}

interface RunWhereProps {
  /** The entry's accessible name ("company item_id=shop_1"). */
  what: string;
  made: HistoryEnvironment | 'deleted';
  active: HistoryEnvironment;
  onRun: (environmentId: string) => void;
  onCancel: () => void;
  A: Strings['answers'];
}

export function RunWhere({ what, made, active, onRun, onCancel, A }: RunWhereProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus({ preventScroll: false }), []);
  const choices = made === 'deleted' ? [active] : [made, active];
  return (
    <div
      className="notice answer-history__where"
      role="group"
      aria-label={A.runWhereOf(what)}
      data-testid="run-where"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // The choice closes, not whatever dialog or view is behind it.
        e.stopPropagation();
        onCancel();
      }}
    >
      <p className="small answer-history__where-text">{made === 'deleted' ? A.runWhereDeleted(active.name) : A.runWhere(made.name, active.name)}</p>
      <div className="answer-history__where-choices">
        {choices.map((env, i) => (
          <button
            key={env.id}
            ref={i === 0 ? first : undefined}
            type="button"
            // Neither environment is the default answer (a filled primary button would also hide the colour dot).
            className="btn btn--small"
            aria-label={A.runIn(env.name)}
            title={env.id === active.id ? undefined : A.runInHelp}
            onClick={() => onRun(env.id)}
          >
            <EnvironmentDot env={env} /> <span translate="no">{env.name}</span>
          </button>
        ))}
        <button type="button" className="btn btn--small btn--ghost" onClick={onCancel}>
          {A.cancel}
        </button>
      </div>
    </div>
  );
}
