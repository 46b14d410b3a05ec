// Every namespace's Chinese strings as one lazily loaded chunk (see src/i18n/locale.ts); the app, where features meet,
// is the one place that knows them all.
import { zh as api } from '../api/strings.zh';
import { zh as app } from './strings.zh';
import { zh as baseUrl } from '../api/base-url-strings.zh';
import { zh as common } from '../components/ui/strings.zh';
import { zh as changes } from '../lib/change-summary-strings.zh';
import { zh as baseline } from '../features/baseline/strings.zh';
import { zh as batch } from '../features/batch/strings.zh';
import { zh as compare } from '../features/compare/strings.zh';
import { zh as credentials } from '../features/credentials/strings.zh';
import { zh as history } from '../features/history/strings.zh';
import { zh as inspect } from '../features/inspect/strings.zh';
import { zh as jsonPath } from '../lib/json-path-strings.zh';
import { zh as ledger } from '../features/ledger/strings.zh';
import { zh as lookup } from '../features/lookup/strings.zh';
import { zh as paste } from '../features/paste-request/strings.zh';
import { zh as playlist } from '../features/playlist/strings.zh';
import { zh as raw } from '../features/result/raw-strings.zh';
import { zh as result } from '../features/result/strings.zh';
import { zh as settings } from '../features/settings/strings.zh';
import { zh as share } from '../features/result/share/strings.zh';
import { zh as snippets } from '../features/snippets/strings.zh';
import { zh as network } from '../features/network/strings.zh';
import { zh as leave } from '../components/leave/strings.zh';
import type { Catalogs } from '../i18n/catalogs';

export const zh: Catalogs = { api, app, baseUrl, baseline, common, batch, changes, compare, credentials, history, inspect, jsonPath, leave, ledger, lookup, network, paste, playlist, raw, result, settings, share, snippets };
