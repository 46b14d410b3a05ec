// The body exactly as received (first 200 KB, then on request), with copy, download, request facts and a parsed tree.
import { useState } from 'react';
import type { LookupResult } from '../../../api/types';
import { RENDER_LIMITS } from '../../../config/defaults';
import { formatBytes, formatMs } from '../../../lib/format';
import { ValueTree } from './value-tree';

const EXTENSION: Record<LookupResult['request']['params']['resultType'], string> = {
  json: 'json',
  jsonu: 'json',
  xml: 'xml',
  serialize: 'txt',
  var_export: 'php',
};

function downloadName(result: LookupResult): string {
  const { operation, id, resultType } = result.request.params;
  return `${operation}-${id.replace(/[^A-Za-z0-9_.-]/g, '_')}.${EXTENSION[resultType]}`;
}

export default function RawView({ result }: { result: LookupResult }) {
  const [wrap, setWrap] = useState(true);
  const [showAll, setShowAll] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const { rawText } = result;
  const truncated = !showAll && rawText.length > RENDER_LIMITS.rawChars;
  const shown = truncated ? rawText.slice(0, RENDER_LIMITS.rawChars) : rawText;

  async function copy() {
    try {
      await navigator.clipboard.writeText(rawText);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const blob = new Blob([rawText], { type: result.contentType || 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = downloadName(result);
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked on the next task: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="stack">
      <dl className="facts">
        <div>
          <dt>Request</dt>
          <dd className="mono break" data-testid="request-url">
            GET {result.request.displayUrl}
          </dd>
        </div>
        <div>
          <dt>HTTP</dt>
          <dd className="mono">{result.http ? `${result.http.status} ${result.http.statusText}` : 'no response'}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd className="mono">{formatMs(result.durationMs)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd className="mono">
            {formatBytes(result.sizeBytes)} ({result.sizeBytes.toLocaleString('en')} bytes)
          </dd>
        </div>
        <div>
          <dt>result_type</dt>
          <dd className="mono" data-testid="raw-result-type">
            {result.request.params.resultType}
          </dd>
        </div>
        <div>
          <dt>Content-Type</dt>
          <dd className="mono">{result.contentType || '—'}</dd>
        </div>
      </dl>
      <div className="toolbar">
        <button type="button" className="btn btn--small" aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
          Wrap lines
        </button>
        <button type="button" className="btn btn--small" onClick={() => void copy()}>
          Copy body
        </button>
        <button type="button" className="btn btn--small" onClick={download}>
          Download
        </button>
        <span className="small muted" role="status">
          {copied === 'done' ? 'Copied.' : copied === 'failed' ? 'Copy failed: select the text instead.' : ''}
        </span>
      </div>
      <pre className={wrap ? 'pre pre--wrap pre--tall' : 'pre pre--tall'} aria-label="Raw body" data-testid="raw-body" tabIndex={0}>
        {shown}
      </pre>
      {truncated && (
        <p className="show-more">
          Showing the first {formatBytes(RENDER_LIMITS.rawChars)} of {rawText.length.toLocaleString('en')} characters.{' '}
          <button type="button" className="btn btn--small" onClick={() => setShowAll(true)}>
            Show all
          </button>
        </p>
      )}
      <h4 className="record__section">Parsed value</h4>
      {result.parsed === undefined ? (
        <p className="notice notice--warn">The body did not parse as {result.request.params.resultType}{result.failure?.kind === 'parse' ? `: ${result.failure.message}` : '.'}</p>
      ) : (
        <ValueTree value={result.parsed} label="Parsed body" />
      )}
    </div>
  );
}
