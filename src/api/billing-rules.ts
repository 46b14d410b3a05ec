// Each environment's billing rules as edited in Settings, kept in localStorage by environment id and read with
// zod/mini (this module is loaded with the result view and Settings, never on first paint). The stored value is a
// closed set of choices per outcome class, so nothing else (a secret least of all) can ride along. Unreadable data
// falls back to the specification's defaults with a notice; nothing throws.
import { STORAGE_KEYS } from '../config/defaults';
import { z } from '../lib/zod';
import { OUTCOME_CLASSES, SPEC_BILLING_RULES, type BillingRules, type OutcomeClass } from './billing';

const billedOrFree = z.enum(['billed', 'free']);

/** One environment's rules: every class decided; only the rows the specification leaves empty may stay "not stated". */
export const billingRulesSchema = z.object({
  success: billedOrFree,
  notFound: billedOrFree,
  rateLimited: billedOrFree,
  refused: billedOrFree,
  serverError: z.enum(['billed', 'free', 'not-stated']),
});

const storedSchema = z.object({ version: z.literal(1), environments: z.record(z.string(), z.unknown()) });

export interface BillingRulesRead {
  rules: BillingRules;
  /** The environment has its own rules (not the specification's defaults). */
  custom: boolean;
  /** 'unreadable': something was stored but could not be read; the defaults are used until the rules are saved again. */
  notice: 'unreadable' | null;
}

const DEFAULTS: BillingRulesRead = { rules: SPEC_BILLING_RULES, custom: false, notice: null };

/** Exactly the rule fields, whatever object is handed in. */
function pick(rules: BillingRules): BillingRules {
  return Object.fromEntries(OUTCOME_CLASSES.map((c) => [c, rules[c]])) as Record<OutcomeClass, BillingRules[OutcomeClass]>;
}

/** The rules of `envId` in the stored text (null: nothing stored). */
export function parseStoredBillingRules(text: string | null, envId: string): BillingRulesRead {
  if (text === null) return DEFAULTS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULTS, notice: 'unreadable' };
  }
  const stored = storedSchema.safeParse(raw);
  if (!stored.success) return { ...DEFAULTS, notice: 'unreadable' };
  if (!Object.hasOwn(stored.data.environments, envId)) return DEFAULTS;
  const rules = billingRulesSchema.safeParse(stored.data.environments[envId]);
  return rules.success ? { rules: pick(rules.data), custom: true, notice: null } : { ...DEFAULTS, notice: 'unreadable' };
}

/** The stored text with `envId`'s rules replaced (null: back to the specification's defaults); other environments kept when readable. */
export function withBillingRules(text: string | null, envId: string, rules: BillingRules | null): string {
  const environments: Record<string, BillingRules> = {};
  let previous: unknown;
  try {
    previous = text === null ? undefined : JSON.parse(text);
  } catch {
    previous = undefined;
  }
  const stored = storedSchema.safeParse(previous);
  if (stored.success) {
    for (const [id, value] of Object.entries(stored.data.environments)) {
      const checked = billingRulesSchema.safeParse(value);
      if (checked.success && id !== envId) environments[id] = pick(checked.data);
    }
  }
  if (rules !== null) environments[envId] = pick(rules);
  return JSON.stringify({ version: 1, environments });
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text as it is now: the snapshot views subscribe to (a string, so equal reads are equal). */
export function storedBillingRulesText(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS.billingRules) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Saves `envId`'s rules (null: reset to the specification's defaults); every view showing a sentence updates at once. */
export function saveBillingRules(envId: string, rules: BillingRules | null): void {
  try {
    storage()?.setItem(STORAGE_KEYS.billingRules, withBillingRules(storedBillingRulesText(), envId, rules));
  } catch {
    // Storage full or blocked: the rules stay as they were.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when rules are saved in this tab or another one. */
export function subscribeBillingRules(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.billingRules || e.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
