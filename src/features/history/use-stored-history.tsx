// History with answers, as the page uses it (issue 14): the side panel, opening a stored answer in the lookup view, Run
// again through the lookup session (asking where for an answer made in another environment: issue 38), copy as cURL,
// and what Compare is sent or offered (history entries, inspected bodies). Stored answers reach Compare through the one
// query cache and these props. The app hands in the session, the environments by name, the switch path and the copy:
// the features never import each other.
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CallSender } from '../../api/call-ledger';
import type { CallAuthority, ConnectionSettings, Credentials, LookupCall, LookupParams, LookupResult } from '../../api/types';
import { lazyPart } from '../../components/ui/error-boundary';
import { ANSWER_BUDGET_BYTES } from '../../config/defaults';
import { formatDateTime, useStrings } from '../../i18n/locale';
import { accountOf } from '../../api/credential-identity';
import { answerHistory, useAnswerHistory } from './answer-history-store';
import type { AnswerEntry } from './history-entries';
import { findStored, findStoredInEnvironment } from './stored-lookup';
import { useHistory } from './history-store';
import { storedAnswerHash, storedAnswerQuery } from './stored-answer-query';
import { entryLabel } from './entry-label';
import { en as historyEn } from './strings';

// The history panel with answers loads after the first paint (the initial JavaScript budget); its state is here already.
const AnswerHistory = lazyPart(() => import('./components/answer-history').then((m) => ({ default: m.AnswerHistory })));
// The parameters-only history, shown only when IndexedDB is unavailable.
const HistoryPanel = lazyPart(() => import('./components/history-panel').then((m) => ({ default: m.HistoryPanel })));

function HistoryLoading() {
  const S = useStrings('history', historyEn);
  return (
    <section className="panel" aria-labelledby="history-heading" aria-busy="true">
      <h2 id="history-heading">{S.heading}</h2>
      <p className="small muted">{S.answers.loading}</p>
    </section>
  );
}

/** Base URL and API family of a stored request URL (`{base}/{apiType}/item_get/?…`), for a cURL of that same URL. */
export function callSettingsOf(displayUrl: string, settings: ConnectionSettings): ConnectionSettings {
  const m = /^(.*)\/([^/]+)\/item_get\/$/.exec(displayUrl.split('?')[0] ?? '');
  if (!m?.[1] || !m[2]) return settings;
  const apiType = decodeURIComponent(m[2]);
  return { ...settings, baseUrl: m[1], companyApiType: apiType, productApiType: apiType };
}

/** What History needs of the lookup session: the lookup waiting unsent, and its fill and send paths. */
export interface HistorySession {
  pending: LookupParams | null;
  fill: (values: LookupParams) => void;
  fillAndSend: (params: LookupParams, sender?: CallSender) => void;
  send: (params: LookupParams) => void;
}

/** How a copy as cURL went: copied, refused by the clipboard, or stopped by the leak check (its words). */
export type CopyOutcome = 'nothing' | 'copied' | 'failed' | { blocked: string };

interface Options {
  settings: ConnectionSettings;
  /** The environment in force: a waiting lookup without credentials shows the answer History keeps for it there. */
  environmentId: string;
  /** Every environment, named as the header names it (one array while they and the language stay, so no row
   * redraws): History names the one each entry was made in, and Run again may switch to it. */
  environments: readonly { id: string; name: string; colour: string }[];
  /** The one switch path (an event every sender obeys, DESIGN D14). */
  switchEnvironment: (id: string) => void;
  credentials: Credentials | null;
  /** The authority in force: a waiting lookup shows the answer History keeps for it under the same environment and account. */
  authority: CallAuthority | null;
  session: HistorySession;
  opened: AnswerEntry | null;
  setOpened: (entry: AnswerEntry | null) => void;
  /** Shows the lookup view (an opened answer) or Compare (an answer sent to it). */
  setView: (view: 'lookup' | 'compare') => void;
  say: (message: string) => void;
  /** Copies a lookup as a cURL command (the snippets feature's copy, through leaveBrowser). */
  copyCurl: (call: { settings: ConnectionSettings; params: LookupParams }, credentials: Credentials) => Promise<CopyOutcome>;
}

export function useStoredHistory({ settings, environmentId, environments, switchEnvironment, credentials, authority, session, opened, setOpened, setView, say, copyCurl: copy }: Options) {
  const H = useStrings('history', historyEn);
  const S = H.answers;
  const client = useQueryClient();
  const answers = useAnswerHistory();
  const history = useHistory();
  const [comparePicks, setComparePicks] = useState<{ a: string | null; b: string | null; n: number }>({ a: null, b: null, n: 0 });

  /** Shows the stored answer: read from IndexedDB, nothing is sent. The form takes its operation and parameters (the
   * environment stays as it is), so Look up would ask the same again. */
  function open(entry: AnswerEntry) {
    session.fill(entry.params);
    setOpened(entry);
    setView('lookup');
  }

  // The entry whose Run again asks where to run it (made in another environment than the one in use).
  const [asking, setAsking] = useState<string | null>(null);
  // A run the person asked for in another environment: sent once the switch to it is drawn, under its authority.
  const { fillAndSend } = session;
  const afterSwitch = useRef<{ environmentId: string; params: LookupParams } | null>(null);

  /** The explicit, billed action: the same parameters, sent through the session (under today's settings). An answer
   * made in another environment asks first where to run (D14: a call's authority is the environment it is asked in). */
  function runAgain(entry: AnswerEntry) {
    if (entry.environmentId && entry.environmentId !== environmentId) {
      setAsking(entry.id);
      return;
    }
    setAsking(null);
    setOpened(null);
    session.fillAndSend(entry.params, 'run-again');
  }

  /** The person's choice: here, at once; or the entry's environment, switched to first through the one switch path. */
  function runIn(entry: AnswerEntry, target: string) {
    setAsking(null);
    if (target === environmentId) {
      setOpened(null);
      session.fillAndSend(entry.params, 'run-again');
      return;
    }
    // Only the entry's own environment is offered besides this one, and only while it exists.
    if (target !== entry.environmentId || !environments.some((env) => env.id === target)) return;
    setOpened(null);
    afterSwitch.current = { environmentId: target, params: entry.params };
    switchEnvironment(target);
  }

  // The first render after the choice is the switch's: the session's send then reads the new environment's settings and
  // authority (its own effect, declared before this one in the shell, has taken them). Without credentials there the
  // lookup waits for them as a link's does. The intent is used once, by that render: a later switch never sends it.
  useEffect(() => {
    const wanted = afterSwitch.current;
    if (!wanted) return;
    afterSwitch.current = null;
    if (wanted.environmentId === environmentId) fillAndSend(wanted.params, 'run-again');
  });

  /** A curl command for the entry's own URL, credentials as $API_KEY / $API_SECRET placeholders (D10). */
  async function copyCurl(entry: AnswerEntry) {
    const placeholders: Credentials = credentials ?? { mode: 'plain', key: '', secret: '' };
    const out = await copy({ settings: callSettingsOf(entry.displayUrl, settings), params: entry.params }, placeholders);
    if (typeof out === 'object') say(out.blocked);
    else say(out === 'copied' ? S.copied : S.copyFailed);
  }

  /** Puts a query hash in Compare's B (the one sent before moves to A) and shows Compare. */
  function sendToCompare(hash: string) {
    setComparePicks((p) => ({ a: p.b, b: hash, n: p.n + 1 }));
    setView('compare');
  }

  async function compare(entry: AnswerEntry) {
    try {
      await client.fetchQuery(storedAnswerQuery(entry));
      sendToCompare(storedAnswerHash(entry));
    } catch {
      say(S.gone);
    }
  }

  /** An inspected body goes into the one store under a key of its own, so Compare reads it like any answer. */
  function compareInspected(result: LookupResult) {
    const key = ['lookup', 'inspected', result.startedAt, result.request.displayUrl];
    client.setQueryData(key, result);
    sendToCompare(hashKey(key));
  }

  async function remove(entry: AnswerEntry) {
    if (opened?.id === entry.id) setOpened(null);
    await answerHistory.remove(entry.id);
    client.removeQueries({ queryKey: ['lookup', 'stored', entry.id] });
  }

  /** The name of the environment an entry was made in (deleted since: said so; older entries: nothing). */
  const madeIn = useCallback(
    (e: AnswerEntry): string | undefined => (e.environmentId ? (environments.find((env) => env.id === e.environmentId)?.name ?? S.deletedEnvironment) : undefined),
    [environments, S],
  );

  // History entries with a stored answer, for Compare's pickers (read into the store when picked), each with its environment.
  const compareSources = useMemo(
    () =>
      answers.entries
        .filter((e) => e.answer)
        .map((e) => ({
          id: e.id,
          label: entryLabel(H, e, formatDateTime, e.pinned, madeIn(e)),
          ...(e.answer ? { answer: { startedAt: e.answer.startedAt, id: e.params.id } } : {}),
          load: async () => {
            await client.fetchQuery(storedAnswerQuery(e));
            return storedAnswerHash(e);
          },
        })),
    [answers.entries, client, H, madeIn],
  );

  // The opened entry as the list has it now (a pin or a newer run changes it); gone when deleted or dropped.
  const openedNow = opened ? (answers.entries.find((e) => e.id === opened.id) ?? null) : null;
  // A lookup the page names (a link, a reload, a restored tab) waits unsent; History's answer for it, made in this
  // environment under this account, is shown meanwhile (a local read), with Look up again as the billed action.
  const pending = session.pending;
  // Without credentials no account can be matched: the newest answer History keeps for it in this environment is shown.
  const waiting =
    openedNow || !pending
      ? null
      : authority
        ? findStored(answers.entries, { environmentId: authority.environmentId, account: accountOf(authority.identity) }, pending, settings.baseUrl)
        : findStoredInEnvironment(answers.entries, environmentId, pending, settings.baseUrl);
  const shown = openedNow?.answer
    ? { entry: openedNow, onRunAgain: () => runAgain(openedNow), lookUpAgain: false }
    : waiting && pending
      ? { entry: waiting, onRunAgain: () => session.send(pending), lookUpAgain: true }
      : null;

  /** History's answer for a lookup whose answer the memory let go (same environment and account), if it keeps one. */
  const recall = (call: LookupCall): AnswerEntry | null =>
    findStored(answers.entries, { environmentId: call.authority.environmentId, account: accountOf(call.authority.identity) }, call.params, call.settings.baseUrl);

  // The choice stands only while the entry is listed and made elsewhere (a switch to its environment answers it).
  const askingEntry = asking ? answers.entries.find((e) => e.id === asking) : undefined;
  const askingNow = askingEntry?.environmentId && askingEntry.environmentId !== environmentId ? askingEntry.id : null;

  const panel: ReactNode =
    answers.status === 'unavailable' ? (
      <Suspense fallback={<HistoryLoading />}>
        <HistoryPanel entries={history.entries} onRerun={(params) => session.fillAndSend(params, 'run-again')} onClear={history.clear} notice={S.unavailable} />
      </Suspense>
    ) : (
      <Suspense fallback={<HistoryLoading />}>
        <AnswerHistory
          state={answers}
          budgetBytes={ANSWER_BUDGET_BYTES}
          openId={openedNow?.id ?? null}
          onOpen={open}
          environments={environments}
          activeEnvironmentId={environmentId}
          onRunAgain={runAgain}
          askingId={askingNow}
          onRunIn={runIn}
          onCancelRunWhere={() => setAsking(null)}
          onCopyCurl={(e) => void copyCurl(e)}
          onCompare={(e) => void compare(e)}
          onPin={(e, pinned) => void answerHistory.pin(e.id, pinned)}
          onDelete={(e) => void remove(e)}
          onClear={() => {
            setOpened(null);
            history.clear();
            void answerHistory.clear();
          }}
        />
      </Suspense>
    );

  return { panel, shown, recall, open, comparePicks, compareSources, compareInspected };
}
