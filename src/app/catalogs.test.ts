// Every namespace's Chinese catalog is complete and really Chinese: same keys as English (tsc checks the shape;
// this checks at run time too), and no English sentence copied across.
import { describe, expect, it } from 'vitest';
import { en as api } from '../api/strings';
import { en as app } from './strings';
import { en as baseUrl } from '../api/base-url-strings';
import { en as common } from '../components/ui/strings';
import { en as changes } from '../lib/change-summary-strings';
import { en as baseline } from '../features/baseline/strings';
import { en as batch } from '../features/batch/strings';
import { en as compare } from '../features/compare/strings';
import { en as credentials } from '../features/credentials/strings';
import { en as history } from '../features/history/strings';
import { en as inspect } from '../features/inspect/strings';
import { en as jsonPath } from '../lib/json-path-strings';
import { en as ledger } from '../features/ledger/strings';
import { en as lookup } from '../features/lookup/strings';
import { en as paste } from '../features/paste-request/strings';
import { en as playlist } from '../features/playlist/strings';
import { en as raw } from '../features/result/raw-strings';
import { en as result } from '../features/result/strings';
import { en as settings } from '../features/settings/strings';
import { en as share } from '../features/result/share/strings';
import { en as snippets } from '../features/snippets/strings';
import { en as network } from '../features/network/strings';
import { en as leave } from '../components/leave/strings';
import type { Catalogs } from '../i18n/catalogs';
import { zh } from './zh-catalogs';

const EN: Catalogs = { api, app, baseUrl, baseline, common, batch, changes, compare, credentials, history, inspect, jsonPath, leave, ledger, lookup, network, paste, playlist, raw, result, settings, share, snippets };

/** Strings that read the same in both languages: names of formats, codes, symbols. */
const SAME = ['curl', 'fetch', 'JavaScript', 'Python', 'requests', 'PHP', 'jsonu', 'json', 'xml', 'serialize', 'var_export', 'Listing', 'Explorer', 'English', 'demo', 'key', 'secret', 'OpenAPI'];

function isLanguageNeutral(text: string): boolean {
  // Tokens, not words: result_type, item_get/ or 127.0.0.1 are names of the API, the same in every language.
  const tokens = text.match(/[A-Za-z0-9][\w.:/=-]*/g) ?? [];
  return tokens.every((t) => t.length < 3 || /[_.:/=0-9]/.test(t) || /^[A-Z]+$/.test(t) || SAME.includes(t));
}

function leaves(value: unknown, path: string, out: Map<string, unknown>) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.set(path, value);
  }
  return out;
}

describe('interface catalogs', () => {
  for (const ns of Object.keys(EN) as (keyof Catalogs)[]) {
    it(`${ns}: Chinese has every English key and translates every sentence`, () => {
      const e = leaves(EN[ns], '', new Map());
      const z = leaves(zh[ns], '', new Map());
      expect([...z.keys()].sort()).toEqual([...e.keys()].sort());
      const copied: string[] = [];
      for (const [path, ev] of e) {
        const zv = z.get(path);
        expect(typeof zv, path).toBe(typeof ev);
        if (typeof ev === 'string' && zv === ev && !isLanguageNeutral(ev)) copied.push(`${path}: ${ev}`);
        if (typeof zv === 'string' && ev !== '' && zv.trim() === '') copied.push(`${path}: empty`);
      }
      expect(copied).toEqual([]);
    });
  }
});
