// Inspect: a body pasted, opened or dropped goes through the same parsers, schemas and result views as a lookup's.
// It is read in this page only; the view has no way to send anything (no credentials, no fetch).
import { useDeferredValue, useId, useMemo, useState, type DragEvent } from 'react';
import { INSPECT_FORMATS, type InspectFormat } from '../../../api/parse/detect';
import type { LookupResult, Operation } from '../../../api/types';
import type { ReactNode } from 'react';
import { useStrings } from '../../../i18n/locale';
import { inspectBody } from '../../../api/inspect-body';
import { en } from '../strings';
import '../../../styles/inspect.css';

type OperationChoice = Operation | 'auto';

interface InspectViewProps {
  /** The result views, passed in by the app (features never import each other): the same ones a lookup shows. */
  renderResult: (result: LookupResult) => ReactNode;
}

export default function InspectView({ renderResult }: InspectViewProps) {
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
  const inspected = useMemo(
    () => (deferred.trim() === '' ? null : inspectBody({ text: deferred, format, operation, source: source ?? S.pasted })),
    [deferred, format, operation, source, S.pasted],
  );

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
            {readError ?? (inspected ? (detectedName ? S.detected(detectedName, deferred.length) : S.notDetected) : '')}
          </span>
        </div>
        {inspected?.saved && <p className="small muted">{S.savedAnswer(inspected.saved.displayUrl)}</p>}
      </section>
      {inspected && renderResult(inspected.result)}
    </div>
  );
}
