// The code panel of the current request: curl, JavaScript fetch, Python requests and PHP curl, with a copy button.
import { useState, useSyncExternalStore } from 'react';
import type { LookupCall } from '../../../api/types';
import { credentialsFor, subscribeCredentials } from '../../../queries/credential-vault';
import { useStrings } from '../../../i18n/locale';
import { leaveBrowser, type LeaveOutcome } from '../../../queries/outgoing';
import { LeaveReport } from '../../../components/leave/leave-report';
import { en as leaveEn } from '../../../components/leave/strings';
import { makeSnippet, SNIPPET_LABELS, SNIPPET_LANGUAGES, type SnippetLanguage } from '../snippets';
import { en } from '../strings';
import '../../../styles/snippets.css';

export interface SnippetsPanelProps {
  call: LookupCall;
  onClose: () => void;
}

export default function SnippetsPanel({ call, onClose }: SnippetsPanelProps) {
  // The credentials the lookup was made with, while they are still the ones in use (placeholders need their mode).
  const credentials = useSyncExternalStore(subscribeCredentials, () => credentialsFor(call.authority));
  const S = useStrings('snippets', en);
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const [includeCredentials, setIncludeCredentials] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const L = useStrings('leave', leaveEn);
  const [outcome, setOutcome] = useState<LeaveOutcome | null>(null);
  // Forgotten since: the snippet still shows the request, with placeholders only.
  const creds = credentials ?? { mode: 'plain' as const, key: '', secret: '' };
  const code = makeSnippet(language, { ...call, credentials: creds, origin: window.location.origin, includeCredentials: includeCredentials && credentials !== null });

  const real = includeCredentials && credentials !== null;

  async function copy() {
    // The real credentials are in it only when asked for: then they are found and reported, not refused.
    const out = await leaveBrowser({ kind: 'clipboard', text: code }, { consented: real ? ['key', 'secret', 'signature'] : [] });
    setOutcome(out);
    if (out.blocked.length > 0) return;
    setCopied(out.written ? 'yes' : 'failed');
    setTimeout(() => setCopied(null), 2_000);
  }

  return (
    <section className="panel snippets" aria-labelledby="snippets-heading">
      <div className="panel__head">
        <h2 id="snippets-heading">{S.heading}</h2>
        <button type="button" className="btn btn--small btn--ghost" onClick={onClose}>
          {S.close}
        </button>
      </div>
      <div className="row row--wrap" role="group" aria-label={S.languages}>
        {SNIPPET_LANGUAGES.map((l) => (
          <button key={l} type="button" className="btn btn--small" aria-pressed={language === l} onClick={() => setLanguage(l)}>
            {SNIPPET_LABELS[l]}
          </button>
        ))}
        <span className="snippets__spacer" />
        <button type="button" className="btn btn--small btn--primary" onClick={() => void copy()}>
          {copied === 'yes' ? S.copied : S.copy}
        </button>
      </div>
      <label className="row small">
        <input type="checkbox" disabled={!credentials} checked={includeCredentials && credentials !== null} onChange={(e) => setIncludeCredentials(e.target.checked)} />
        {S.includeReal}
      </label>
      {includeCredentials ? <p className="notice notice--warn small">{S.includeRealWarning}</p> : <p className="small muted">{S.placeholdersHelp}</p>}
      {creds.mode === 'signed' && <p className="small muted">{S.signedNote}</p>}
      {copied === 'failed' && <p className="notice notice--warn small">{S.copyFailed}</p>}
      <LeaveReport what={L.target.snippet} masked={[real ? L.maskedItem.realIncluded : L.maskedItem.envVars]} outcome={outcome} />
      <pre className="snippets__code mono" data-testid="snippet-code" aria-label={SNIPPET_LABELS[language]} tabIndex={0}>
        {code}
      </pre>
    </section>
  );
}
