// What one lookup run is asked with; shared by the shell and the lazily loaded query engine.
import type { ConnectionSettings, Credentials, LookupParams } from '../api/types';

/** A snapshot, so editing credentials or settings later never fires a (metered) call by itself (DESIGN D7). */
export interface Submission {
  params: LookupParams;
  credentials: Credentials;
  settings: ConnectionSettings;
}

/** The query engine (React Query, the API module, parsers, zod schemas, result views) loads after first paint. */
export const loadEngine = () => import('./engine');
