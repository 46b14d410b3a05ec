// One error_code explained from the specification's catalog: message, meaning, billing; unknown codes say so.
import { lookupErrorCode } from '../../../api/error-catalog';

export function ErrorCodeExplained({ code }: { code: string }) {
  const info = lookupErrorCode(code);
  if (!info) {
    return (
      <div className="code-explained" data-testid="error-code">
        <span className="badge badge--warn mono">{code || '(empty)'}</span> <strong>Unknown code</strong>
        <span className="muted"> — not in the specification&apos;s error table.</span>
      </div>
    );
  }
  const tone = info.code === '0000' ? 'ok' : info.code === '2000' ? 'warn' : 'error';
  return (
    <div className="code-explained" data-testid="error-code">
      <span className={`badge badge--${tone} mono`}>{info.code}</span> <strong>{info.message}</strong>
      <span> — {info.meaning}</span>{' '}
      <span className="muted small">Billing: {info.billing === 'ignored' ? 'not charged (ignored)' : 'charged'}</span>
    </div>
  );
}
