// Compare: two results side by side as a structural diff of envelope and record; unchanged fields fold away.
import { hashKey, skipToken, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { CACHE_MODES, LANGS, RESULT_TYPES, type CallAuthority, type ConnectionSettings, type LookupCall, type LookupParams, type LookupResult } from '../../../api/types';
import { notSentReason } from '../../../api/not-sent';
import { ControlText } from '../../../components/ui/control-text';
import { ParamSelect } from '../../../components/ui/param-select';
import { formatTime, useStrings } from '../../../i18n/locale';
import { useCachedAnswers, type MemoryKeptAnswer } from '../../../queries/answer-cache';
import { lookupKeys, runLookup } from '../../../queries/lookup';
import { showValue, structuralDiff, type DiffEntry, type DiffKind } from '../../../lib/structural-diff';
import { en, type Strings } from '../strings';
import { withoutVolatile } from '../../../lib/volatile';
import '../../../styles/compare.css';

/** An answer Compare can offer that is not in memory yet (a history entry): `load` puts it in the store, gives its hash. */
export interface CompareSource {
  id: string;
  label: string;
  load: () => Promise<string>;
  /** The stored answer's identity (when its call started, and the identifier): the same answer already in this tab is
   * listed once, under "In this tab". */
  answer?: { startedAt: number; id: string };
}

/** One answer's identity across the tab's store and History: the moment its call started, and its identifier. */
function answerIdentity(startedAt: number, id: string): string {
  return `${startedAt}\u0000${id}`;
}

export interface CompareViewProps {
  settings: ConnectionSettings;
  /** The authority in force (null when there are no credentials): B is run under it. */
  authority: CallAuthority | null;
  /** What to show first, as query hashes of answers in the store (sent here from History or Inspect). */
  picks?: { a: string | null; b: string | null };
  /** History entries with stored answers, from the app (features do not import each other). */
  sources?: readonly CompareSource[];
}

/** How many of this tab's answers Compare offers. */
const OFFERED_ANSWERS = 8;

const MARKERS: Record<DiffKind, string> = { changed: '~', added: '+', removed: '−', unchanged: '=' };


function labelOf(r: LookupResult, S: Strings): string {
  const p = r.request.params;
  // Why it did not leave is the result's one value; a failure's kind only says how a call that left went wrong.
  const notSent = notSentReason(r);
  const outcome = r.envelope?.error_code ?? (notSent ? S.notSent[notSent] : r.failure ? S.failureKinds[r.failure.kind] : '');
  // 24-hour time reads the same in both interface languages.
  const time = formatTime(r.startedAt);
  return S.resultLabel({ operation: S.operations[p.operation], id: p.id, lang: p.lang, cache: p.cache, resultType: p.resultType, outcome, time });
}

/** The envelope as the explorer read it, without the record, unknown keys folded back in. */
function envelopeOf(r: LookupResult): unknown {
  if (!r.envelope) return { failure: r.failure };
  const { item: _item, extra, ...rest } = r.envelope;
  return { ...rest, ...extra };
}

function recordOf(r: LookupResult): unknown {
  if (!r.record) return null;
  const { extra, ...rest } = r.record.value;
  return { ...rest, ...extra };
}

/** Rows drawn at first, and at each "show more": a 2 MB pair differs in thousands of fields, and drawing them all held
 * Compare back by ~3.5 s (two cn/en answers of edge-huge_1, measured in e2e); the counts above still say how many. */
const ROWS_AT_ONCE = 200;

function DiffRows({ entries, S }: { entries: DiffEntry[]; S: Strings }) {
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  const rest = entries.length - shown;
  return (
    <>
      {entries.slice(0, shown).map((e) => (
        <tr key={e.path} className={`diff-row diff-row--${e.kind}`}>
          <td className="diff-row__marker">
            <span aria-hidden="true">{MARKERS[e.kind]}</span> {S.kinds[e.kind]}
          </td>
          <td className="mono diff-row__path">{e.path ? (
              <span translate="no">
                <ControlText text={e.path} />
              </span>
            ) : (
              S.root
            )}</td>
          <td className="mono diff-row__value" translate="no">
            {e.kind === 'added' ? '' : <ControlText text={showValue(e.before)} />}
          </td>
          <td className="mono diff-row__value" translate="no">
            {e.kind === 'removed' ? '' : <ControlText text={showValue(e.after)} />}
          </td>
        </tr>
      ))}
      {rest > 0 && (
        <tr>
          <td colSpan={4}>
            <button type="button" className="btn btn--small" onClick={() => setShown((n) => n + ROWS_AT_ONCE * 5)}>
              {S.showMoreRows(Math.min(rest, ROWS_AT_ONCE * 5), rest)}
            </button>
          </td>
        </tr>
      )}
    </>
  );
}

/** The unchanged fields, folded: drawn only once opened. */
function Unchanged({ entries, head, S }: { entries: DiffEntry[]; head: ReactNode; S: Strings }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="compare__unchanged" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{S.showUnchanged(entries.length)}</summary>
      {open && (
        <table className="diff-table">
          {head}
          <tbody>
            <DiffRows entries={entries} S={S} />
          </tbody>
        </table>
      )}
    </details>
  );
}

interface DiffSectionProps {
  title: string;
  a: LookupResult;
  b: LookupResult;
  pick: (r: LookupResult) => unknown;
  showVolatile: boolean;
}

function DiffSection({ title, a, b, pick, showVolatile }: DiffSectionProps) {
  const S = useStrings('compare', en);
  const full = useMemo(() => structuralDiff(pick(a), pick(b)), [a, b, pick]);
  const diff = useMemo(() => (showVolatile ? { ...full, hidden: 0 } : withoutVolatile(full)), [full, showVolatile]);
  const differing = diff.entries.filter((e) => e.kind !== 'unchanged');
  const unchanged = diff.entries.filter((e) => e.kind === 'unchanged');
  const head = (
    <thead>
      <tr>
        <th scope="col">{S.columns.marker}</th>
        <th scope="col">{S.columns.path}</th>
        <th scope="col">{S.columns.a}</th>
        <th scope="col">{S.columns.b}</th>
      </tr>
    </thead>
  );
  return (
    <section className="compare__section" aria-label={title}>
      <h3>
        {title} <span className="small muted" data-testid="diff-counts">{S.counts(diff.counts)}</span>
        {diff.hidden > 0 && <span className="small muted"> · {S.volatileHidden(diff.hidden)}</span>}
      </h3>
      {diff.truncated && <p className="notice notice--warn small">{S.truncated}</p>}
      {differing.length === 0 ? (
        <p className="small muted">{S.identical}</p>
      ) : (
        <table className="diff-table">
          {head}
          <tbody>
            <DiffRows entries={differing} S={S} />
          </tbody>
        </table>
      )}
      {unchanged.length > 0 && <Unchanged entries={unchanged} head={head} S={S} />}
    </section>
  );
}

/** Option values are places in the lists, never query hashes or entry ids (a hash holds the key). */
const ANSWER = 'answer:';
const SOURCE = 'source:';
const NOTHING_SHOWN = ['compare', 'nothing-shown'] as const;

/** Observes the answers on screen (never fetches: skipToken), and reads them from their queries. */
function useShownAnswers(...shown: (MemoryKeptAnswer | undefined)[]): (LookupResult | undefined)[] {
  return useQueries({
    // No structural sharing: comparing two 2 MB answers deep on every update buys nothing (the lookup's own query
    // does not share either).
    queries: shown.map((x) => ({ queryKey: x?.queryKey ?? NOTHING_SHOWN, queryFn: skipToken, structuralSharing: false })),
    combine: (results) => results.map((r) => r.data as LookupResult | undefined),
  });
}

export default function CompareView({ settings, authority, picks, sources: allSources = [] }: CompareViewProps) {
  const S = useStrings('compare', en);
  const client = useQueryClient();
  // The answers in the one store (D12), by their query key: nothing here keeps copies.
  const answers = useCachedAnswers(client, OFFERED_ANSWERS);
  // Each answer once (issue 38): a History entry whose answer is already in this tab (its live lookup, or read in when
  // picked) is offered under "In this tab" only.
  const sources = useMemo(() => {
    const inTab = new Set(answers.map((x) => answerIdentity(x.result.startedAt, x.result.request.params.id)));
    return allSources.filter((x) => !x.answer || !inTab.has(answerIdentity(x.answer.startedAt, x.answer.id)));
  }, [answers, allSources]);
  const [picked, setPicked] = useState<{ a: string | null; b: string | null }>(() => picks ?? { a: null, b: null });
  const [loading, setLoading] = useState<'a' | 'b' | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [other, setOther] = useState<Partial<Pick<LookupParams, 'lang' | 'cache' | 'resultType' | 'id'>>>({});
  const [busy, setBusy] = useState(false);
  const [showVolatile, setShowVolatile] = useState(false);

  const find = (hash: string | null) => (hash ? answers.find((x) => x.hash === hash) : undefined);
  const bAnswer = find(picked.b) ?? answers[0];
  const aAnswer = find(picked.a) ?? answers.find((x) => x !== bAnswer) ?? answers[0];
  // The two answers shown are observed, so the cache's bound never drops them while they are on screen.
  const [aShown, bShown] = useShownAnswers(aAnswer, bAnswer);
  const a = aShown ?? aAnswer?.result;
  const b = bShown ?? bAnswer?.result;
  /**
   * The option of a side: the place of its answer in the list (a query hash holds the key, and never reaches the DOM,
   * D10). Found by the answer's query, not by the result object: the store may hand the same answer back as a new
   * object (History's recording), and an option found by identity then fell back to the first one, as if the person
   * had picked it.
   */
  const optionOf = (shown: MemoryKeptAnswer | undefined) => {
    const at = shown ? answers.findIndex((x) => x.hash === shown.hash) : -1;
    return at < 0 ? '' : ANSWER + at;
  };
  const credentials = authority !== null;

  async function runOther() {
    if (!authority || !aAnswer || !a) return;
    setBusy(true);
    const params: LookupParams = { ...a.request.params, ...other, id: other.id?.trim() || a.request.params.id };
    const call: LookupCall = { settings, params, authority };
    try {
      await runLookup(client, call, { sender: 'compare' });
    } finally {
      setBusy(false);
    }
    setPicked({ a: aAnswer.hash, b: hashKey(lookupKeys.detail(call)) });
  }

  /** A history entry picked: its stored answer is read into the store (no call), then shown on that side. */
  async function pick(side: 'a' | 'b', value: string) {
    const source = value.startsWith(SOURCE) ? sources[Number(value.slice(SOURCE.length))] : undefined;
    if (!source) {
      const answer = value.startsWith(ANSWER) ? answers[Number(value.slice(ANSWER.length))] : undefined;
      if (answer) setPicked((p) => ({ ...p, [side]: answer.hash }));
      return;
    }
    setLoading(side);
    setLoadFailed(false);
    try {
      const hash = await source.load();
      setPicked((p) => ({ ...p, [side]: hash }));
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(null);
    }
  }

  const pickers = (
    <div className="compare__pick">
      {(['a', 'b'] as const).map((side) => {
        const shown = side === 'a' ? a : b;
        return (
          <label key={side} className="field">
            <span className="field__label">
              {side === 'a' ? S.pickA : S.pickB}
              {loading === side && <span className="small muted"> · {S.loadingStored}</span>}
            </span>
            <select className="input" value={shown ? optionOf(side === 'a' ? aAnswer : bAnswer) : ''} disabled={loading !== null} onChange={(e) => void pick(side, e.target.value)}>
              {!shown && <option value="">{S.pickOne}</option>}
              {answers.length > 0 && (
                <optgroup label={S.inMemory}>
                  {answers.map((x, at) => (
                    <option key={x.hash} value={ANSWER + at}>
                      {labelOf(x.result, S)}
                    </option>
                  ))}
                </optgroup>
              )}
              {sources.length > 0 && (
                <optgroup label={S.fromHistory}>
                  {sources.map((x, at) => (
                    <option key={x.id} value={SOURCE + at}>
                      {x.label}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </label>
        );
      })}
    </div>
  );

  if (!a || !b) {
    return (
      <section className="panel compare" aria-labelledby="compare-heading">
        <h2 id="compare-heading">{S.heading}</h2>
        <p className="muted">{sources.length > 0 ? S.noneInMemory : S.none}</p>
        {sources.length > 0 && pickers}
        {loadFailed && <p className="notice notice--warn small" role="alert">{S.loadFailed}</p>}
      </section>
    );
  }
  const base = a.request.params;

  return (
    <section className="panel compare" aria-labelledby="compare-heading">
      <div className="panel__head">
        <h2 id="compare-heading">{S.heading}</h2>
      </div>
      <p className="small muted">{S.intro}</p>
      {pickers}
      {loadFailed && <p className="notice notice--warn small" role="alert">{S.loadFailed}</p>}
      <fieldset className="compare__other">
        <legend className="small">{S.runOther}</legend>
        <div className="row row--wrap">
          <label className="row small">
            id
            <input aria-label="id" className="input input--inline mono" placeholder={base.id} value={other.id ?? ''} onChange={(e) => setOther((o) => ({ ...o, id: e.target.value }))} />
          </label>
          <ParamSelect name="lang" value={other.lang ?? base.lang} options={LANGS} onChange={(lang) => setOther((o) => ({ ...o, lang }))} />
          <ParamSelect name="cache" value={other.cache ?? base.cache} options={CACHE_MODES} onChange={(cache) => setOther((o) => ({ ...o, cache }))} />
          <ParamSelect name="result_type" value={other.resultType ?? base.resultType} options={RESULT_TYPES} onChange={(resultType) => setOther((o) => ({ ...o, resultType }))} />
          <button type="button" className="btn btn--primary btn--small" disabled={!credentials || busy} title={S.runOtherHelp} onClick={() => void runOther()}>
            {busy ? S.running : S.run}
          </button>
          {!credentials && <span className="small muted">{S.noCredentials}</span>}
        </div>
      </fieldset>
      {a === b && <p className="small muted">{S.sameResult}</p>}
      <label className="check small" title={S.volatileHelp}>
        <input type="checkbox" checked={showVolatile} onChange={(e) => setShowVolatile(e.target.checked)} />
        {S.showVolatile}
      </label>
      <DiffSection title={S.envelope} a={a} b={b} pick={envelopeOf} showVolatile={showVolatile} />
      <DiffSection title={S.record} a={a} b={b} pick={recordOf} showVolatile={showVolatile} />
    </section>
  );
}
