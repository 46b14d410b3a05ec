// App-wide defaults and storage keys, in one place so settings, history and credentials agree on them.
import type { ConnectionSettings } from '../api/types';

/** The bundled reference gateway is mounted on the app's own origin (DESIGN D1). */
export function localGatewaySettings(origin: string = globalThis.location?.origin ?? 'http://127.0.0.1:5173'): ConnectionSettings {
  return { baseUrl: `${origin}/gateway`, companyApiType: 'company', productApiType: 'product', timeoutMs: 20_000 };
}

export const TIMEOUT_MIN_MS = 1_000;
export const TIMEOUT_MAX_MS = 120_000;

export const STORAGE_KEYS = {
  /** Settings of versions before environments: read once, to carry them over. */
  settings: 'listing-explorer.settings',
  /** Environments (named connection profiles); never a secret. */
  environments: 'listing-explorer.environments',
  /** Each environment's billing rules edited in Settings (outcome class -> billed or not); never a secret. */
  billingRules: 'listing-explorer.billing-rules',
  credentials: 'listing-explorer.credentials',
  history: 'listing-explorer.history',
  locale: 'listing-explorer.locale',
  theme: 'listing-explorer.theme',
  /** Per tab (sessionStorage): the main view and presenter mode. */
  view: 'listing-explorer.view',
  presenter: 'listing-explorer.presenter',
  /** Per tab: "Stored answers only" (no call may leave) and how many single lookups this tab has sent. */
  storedOnly: 'listing-explorer.stored-only',
  sessionCalls: 'listing-explorer.session-calls',
  /** Demo playlists (steps with masked stored answers; never a secret). */
  playlists: 'listing-explorer.playlists',
} as const;

export const HISTORY_LIMIT = 50;
/** Characters of a listing title History keeps and shows. */
export const HISTORY_TITLE_CHARS = 200;
/** Bytes of stored answers the history keeps (bodies and their metadata); oldest unpinned answers go first. */
export const ANSWER_BUDGET_BYTES = 20 * 1024 * 1024;

/** How many array elements / characters a view renders before asking (keeps 5,000-element arrays and 2 MB bodies responsive). */
export const RENDER_LIMITS = { listItems: 50, textChars: 2_000, altChars: 160, treeChildren: 100, rawChars: 200_000, descAutoRenderChars: 256_000 } as const;
