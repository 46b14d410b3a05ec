// Inspect: a body pasted, opened or dropped goes through the same parsers, schemas and result views as a lookup's.
// It is read in this page only; the view has no way to send anything (no credentials, no fetch). A large body
// (OFF_THREAD_MIN_CHARS and up) is parsed through the off-thread parser after the render, never in it; a body over
// INSPECT_MAX_CHARS is not read, and the view says how large it is.
import { useDeferredValue, useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { INSPECT_FORMATS, type InspectFormat } from '../../../api/parse/detect';
import { OFF_THREAD_MIN_CHARS, parseBodyOffThread, type BodyParser } from '../../../api/parse/off-thread';
import type { LookupResult, Operation } from '../../../api/types';
import type { ReactNode } from 'react';
import { useStrings } from '../../../i18n/locale';
import { inspectBody, inspectBodyWith, inspectTooLarge, type Inspected, type InspectInput } from '../../../api/inspect-body';
import { en } from '../strings';
import '../../../styles/inspect.css';

type OperationChoice = Operation | 'auto';

interface InspectViewProps {
  /** The result views, passed in by the app (features never import each other): the same ones a lookup shows. */
  renderResult: (result: LookupResult) => ReactNode;
  /** The parser of large bodies (tests pass their own); the shared off-thread parser by default. */
  parseLarge?: BodyParser;
}

export default function InspectView({ renderResult, parseLarge = parseBodyOffThread }: InspectViewProps) {
  const S = useStrings('inspect', en);
  const bodyId = useId();
  const [text, setText] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [format, setFormat] = useState<InspectFormat | 'auto'>('auto');
  const [operation, setOperation] = useState<OperationChoice>('auto');
  const [dragging, setDragging] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  // Typing into a large body stays responsive: the views follow the text a render behind.
  const deferred = useDeferredValue(text);
  // One startedAt per text, so views keyed by it (raw, description) start over only when the body changes.
  const tooLarge = inspectTooLarge(deferred);
  const over = tooLarge !== null;
  const large = deferred.length >= OFF_THREAD_MIN_CHARS;
  const input = useMemo<InspectInput | null>(
    () => (over || deferred.trim() === '' ? null : { text: deferred, format, operation, source: source ?? S.pasted }),
    [over, deferred, format, operation, source, S.pasted],
  );
  const inRender = useMemo(() => (input && !large ? inspectBody(input) : null), [input, large]);
  const [offThread, setOffThread] = useState<{ input: InspectInput; inspected: Inspected } | null>(null);
  useEffect(() => {
    if (!input || !large) return;
    let current = true;
    void inspectBodyWith(parseLarge, input).then((inspected) => {
      if (current) setOffThread({ input, inspected });
    });
    return () => {
      current = false;
    };
  }, [input, large, parseLarge]);
  const inspected = inRender ?? (offThread?.input === input ? offThread.inspected : null);
  const reading = input !== null && large && inspected === null;

  async function open(file: File) {
    setReadError(null);
    try {
      const content = await file.text();
      setSource(file.name);
      setText(content);
    } catch {
      setReadError(S.readFailed(file.name));
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void open(file);
    else {
      const dropped = e.dataTransfer.getData('text/plain');
      if (dropped) {
        setSource(null);
        setText(dropped);
      }
    }
  }

  const detectedName = inspected?.format ? S.formatNames[inspected.format] : null;

  return (
    <div className="stack">
      <section
        className={dragging ? 'panel inspect inspect--drag' : 'panel inspect'}
        aria-labelledby="inspect-heading"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="panel__head">
          <h2 id="inspect-heading">{S.heading}</h2>
        </div>
        <p className="small muted">{S.intro}</p>
        <label className="field" htmlFor={bodyId}>
          <span className="field__label">{S.body}</span>
        </label>
        <textarea
          id={bodyId}
          className="input mono inspect__body"
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={S.placeholder}
          value={text}
          onChange={(e) => {
            setSource(null);
            setText(e.target.value);
          }}
        />
        {dragging && <p className="inspect__drop">{S.dropHere}</p>}
        <div className="row row--wrap">
          <label className="btn btn--small inspect__file">
            {S.openFile}
            <input
              type="file"
              className="visually-hidden"
              accept=".json,.xml,.txt,.php,.html,.log,text/*,application/json,application/xml"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void open(file);
                e.target.value = '';
              }}
            />
          </label>
          <label className="row small">
            <span>{S.format}</span>
            <select className="input input--inline" value={format} onChange={(e) => setFormat(e.target.value as InspectFormat | 'auto')}>
              <option value="auto">{S.auto(format === 'auto' ? detectedName : null)}</option>
              {INSPECT_FORMATS.map((f) => (
                <option key={f} value={f} translate="no">
                  {S.formatNames[f]}
                </option>
              ))}
            </select>
          </label>
          <label className="row small">
            <span>{S.operation}</span>
            <select className="input input--inline" value={operation} onChange={(e) => setOperation(e.target.value as OperationChoice)}>
              {(['auto', 'company', 'product'] as const).map((o) => (
                <option key={o} value={o}>
                  {S.operations[o]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn--small btn--ghost" disabled={text === ''} onClick={() => setText('')}>
            {S.clear}
          </button>
          <span className="small muted" role="status" data-testid="inspect-format">
            {readError ?? (reading ? S.reading(deferred.length) : inspected ? (detectedName ? S.detected(detectedName, deferred.length) : S.notDetected) : '')}
          </span>
        </div>
        {tooLarge && (
          <p className="notice notice--warn" role="alert" data-testid="inspect-too-large">
            {S.tooLarge(tooLarge.size, tooLarge.max)}
          </p>
        )}
        {inspected?.saved && <p className="small muted">{S.savedAnswer(inspected.saved.displayUrl)}</p>}
      </section>
      {inspected && renderResult(inspected.result)}
    </div>
  );
}
