// A lookup's baseline line above its answer, handed the page's baseline store: the app knows the lookup's environment
// and account, the baseline feature knows neither History nor the query layer. Loaded with the first answer shown.
import type { CallAuthority, LookupCall, LookupResult } from '../api/types';
import { accountTagOf } from '../api/account-tag';
import { baselineDb } from '../features/baseline/baseline-db';
import BaselineLine from '../features/baseline/components/baseline-line';
import BatchChangeReport from '../features/baseline/components/batch-change-report';
import type { RunExtraInput } from '../features/batch/components/batch-view';
import type { ChangeOptions } from '../lib/change-summary';
import { withoutPerCallValues } from '../features/result/per-call-values';
import { accountOf, keyOfAccount } from '../api/credential-identity';

const pageBaselines = baselineDb({ derive: (account, salt) => accountTagOf(account, salt) });

const COMPARE: ChangeOptions = { text: withoutPerCallValues };

export default function BaselinePart({ call, result }: { call: LookupCall; result: LookupResult }) {
  const account = accountOf(call.authority.identity);
  // A signed config's account names its timestamp too: its baselines are its key's, as the ledger counts them.
  const key = keyOfAccount(account) ?? account;
  const { operation, id, lang, resultType } = result.request.params;
  return <BaselineLine db={pageBaselines} lookup={{ environmentId: call.authority.environmentId, operation, identifier: id, lang, resultType, account: key }} result={result} compare={COMPARE} />;
}

/** The change report under a batch run, for the key in use (no credentials, no account to find baselines under). */
export function BatchChangesPart({ run, authority }: { run: RunExtraInput; authority: CallAuthority | null }) {
  if (!authority) return null;
  const account = accountOf(authority.identity);
  const key = keyOfAccount(account) ?? account;
  const { meta, rows } = run;
  const { operation, lang, resultType } = meta.params;
  const stamp = new Date(meta.createdAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return (
    <BatchChangeReport
      key={meta.id}
      db={pageBaselines}
      lookupOf={(identifier) => ({ environmentId: meta.environmentId, operation, identifier, lang, resultType, account: key })}
      loadRows={async () => {
        const answers = await run.answers();
        return rows.map((r) => ({ index: r.index, id: r.id, record: r.status === 'found' ? ((answers.get(r.index)?.record as Record<string, unknown> | null | undefined) ?? null) : null }));
      }}
      fileStem={`batch-${operation}-${stamp}`}
      runAt={meta.createdAt}
      compare={COMPARE}
    />
  );
}
