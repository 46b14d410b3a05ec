// What the main views read from the shell without props: presenter mode's key masking and the environment in use
// (whose billing rules the sentence under an answer follows).
import type { ReactNode } from 'react';
import { BillingEnvContext } from '../lib/billing-env-context';
import { MaskKeysContext } from '../lib/mask-keys-context';

export function ViewContexts({ presenter, envId, children }: { presenter: boolean; envId: string; children: ReactNode }) {
  return (
    <MaskKeysContext value={presenter}>
      <BillingEnvContext value={envId}>{children}</BillingEnvContext>
    </MaskKeysContext>
  );
}
