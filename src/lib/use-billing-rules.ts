// An environment's billing rules for a view, updated as soon as Settings saves them (in this tab or another).
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { parseStoredBillingRules, storedBillingRulesText, subscribeBillingRules, type BillingRulesRead } from '../api/billing-rules';
import { BillingEnvContext } from './billing-env-context';

/** `envId`'s billing rules (the environment in use when omitted). */
export function useBillingRules(envId?: string): BillingRulesRead {
  const active = useContext(BillingEnvContext);
  const id = envId ?? active;
  const text = useSyncExternalStore(subscribeBillingRules, storedBillingRulesText, () => null);
  return useMemo(() => parseStoredBillingRules(text, id), [text, id]);
}
