// The ledger's part of the Envelope tab's quota meter (issue 37): the gateway's count of today next to what this browser
// sent, the gap said plainly, and the key's expiry when an answer named it, as a warning in its last days. On a shared
// screen (presenter mode) only the warning shows: the count is the integrator's business, a key about to lapse is
// everyone's. Loaded only when the Envelope tab is opened, so an answer's first paint needs none of the ledger's code.
import { expiryOf, reconcile } from '../../../api/call-ledger';
import { useStrings } from '../../../i18n/locale';
import { useNow } from '../../../lib/use-now';
import type { CallLedger } from '../ledger-store';
import { en } from '../strings';
import { expiryLine, reconcileSentence } from './ledger-sentences';
import { useLedgerEntries } from './use-ledger';
import '../../../styles/ledger.css';

export interface LedgerNoticeProps {
  ledger: CallLedger;
  environmentId: string;
  account: string;
  presenter: boolean;
}

export default function LedgerNotice({ ledger, environmentId, account, presenter }: LedgerNoticeProps) {
  const S = useStrings('ledger', en);
  const now = useNow(60_000);
  const read = useLedgerEntries(ledger, environmentId, account, now);
  if (read.status !== 'ready') return null;
  const r = reconcile(read.entries, now);
  const expiry = expiryLine(expiryOf(read.entries, now), S);
  const warn = expiry?.warn ? expiry : null;
  if (presenter ? !warn : !r && !warn) return null;
  return (
    <div className="ledger-notice small" data-testid="ledger-notice">
      {!presenter && r && (
        <p data-testid="ledger-notice-reconcile">{reconcileSentence(r, S)}</p>
      )}
      {warn && (
        <p className="notice notice--warn" role="status" data-testid="ledger-notice-expiry">
          {warn.text}
        </p>
      )}
    </div>
  );
}
