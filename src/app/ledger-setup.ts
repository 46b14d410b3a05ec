// The page's call ledger (issue 37), made where features meet: the ledger's own database, with History's account tag
// (PBKDF2 under this browser's salt, account-tag.ts) as the name it stores for a key. Loaded on the first request that
// leaves or the first view that reads it, never on first paint.
import { accountTagOf } from '../api/account-tag';
import { ledgerDb } from '../features/ledger/ledger-db';
import { callLedger } from '../features/ledger/ledger-store';

export const pageLedger = callLedger(ledgerDb({ derive: (account, salt) => accountTagOf(account, salt) }));
