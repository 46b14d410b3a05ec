// A lookup's baseline line above its answer, handed the page's baseline store: the app knows the lookup's environment
// and account, the baseline feature knows neither History nor the query layer. Loaded with the first answer shown.
import { keyOfCredentialId } from '../api/mask-secret';
import type { LookupCall, LookupResult } from '../api/types';
import { deriveHex, TAG_PREFIX } from '../features/history/account-tag';
import { baselineDb } from '../features/baseline/baseline-db';
import BaselineLine from '../features/baseline/components/baseline-line';
import type { ChangeOptions } from '../lib/change-summary';
import { withoutPerCallValues } from './per-call-values';
import { accountOf } from '../queries/credential-vault';

const pageBaselines = baselineDb({ derive: async (account, salt) => TAG_PREFIX + (await deriveHex(account, salt)) });

const COMPARE: ChangeOptions = { text: withoutPerCallValues };

export default function BaselinePart({ call, result }: { call: LookupCall; result: LookupResult }) {
  const account = accountOf(call.authority.identity);
  // A signed config's account names its timestamp too: its baselines are its key's, as the ledger counts them.
  const key = keyOfCredentialId(account) ?? account;
  const { operation, id, lang, resultType } = result.request.params;
  return <BaselineLine db={pageBaselines} lookup={{ environmentId: call.authority.environmentId, operation, identifier: id, lang, resultType, account: key }} result={result} compare={COMPARE} />;
}
