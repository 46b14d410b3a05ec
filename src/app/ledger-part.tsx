// The Ledger view and the ledger's line beside an answer, each handed the page's ledger (ledger-setup.ts); loaded on demand.
import LedgerNotice from '../features/ledger/components/ledger-notice';
import LedgerView, { type LedgerViewProps } from '../features/ledger/components/ledger-view';
import { pageLedger } from './ledger-setup';

export default function LedgerPart(props: Omit<LedgerViewProps, 'ledger'>) {
  return <LedgerView ledger={pageLedger} {...props} />;
}

export function LedgerNoticePart(props: { environmentId: string; account: string; presenter: boolean }) {
  return <LedgerNotice ledger={pageLedger} {...props} />;
}
