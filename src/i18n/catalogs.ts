// The namespaces of interface strings: one per feature, each owned by that feature's strings.ts (English) and
// strings.zh.ts (Chinese). Type-only imports: this file adds nothing to any bundle.
import type { Strings as Api } from '../api/strings';
import type { Strings as App } from '../app/strings';
import type { Strings as BaseUrl } from '../api/base-url-strings';
import type { Strings as Common } from '../components/ui/strings';
import type { Strings as Batch } from '../features/batch/strings';
import type { Strings as Compare } from '../features/compare/strings';
import type { Strings as Credentials } from '../features/credentials/strings';
import type { Strings as History } from '../features/history/strings';
import type { Strings as Inspect } from '../features/inspect/strings';
import type { Strings as Lookup } from '../features/lookup/strings';
import type { Strings as Raw } from '../features/result/raw-strings';
import type { Strings as Result } from '../features/result/strings';
import type { Strings as Settings } from '../features/settings/strings';
import type { Strings as Share } from '../features/share/strings';
import type { Strings as Snippets } from '../features/snippets/strings';

export interface Catalogs {
  api: Api;
  app: App;
  baseUrl: BaseUrl;
  common: Common;
  batch: Batch;
  compare: Compare;
  credentials: Credentials;
  history: History;
  inspect: Inspect;
  lookup: Lookup;
  raw: Raw;
  result: Result;
  settings: Settings;
  share: Share;
  snippets: Snippets;
}

export type Namespace = keyof Catalogs;
