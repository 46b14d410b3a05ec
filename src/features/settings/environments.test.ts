import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../config/defaults';
import {
  environmentFromStorage,
  LOCAL_ENV_ID,
  loadEnvironments,
  localEnvironment,
  nextColour,
  parseEnvironments,
  removeEnvironment,
  serialiseEnvironments,
  upsertEnvironment,
  type Environment,
} from './environments';
import { environmentFormSchema } from './settings-schema';

const ORIGIN = 'http://127.0.0.1:5173';
const staging: Environment = {
  id: 'env-1',
  name: 'Staging',
  colour: 'orange',
  credentialsMode: 'signed',
  baseUrl: 'https://staging.example.com/api',
  companyApiType: 'company',
  productApiType: 'product',
  timeoutMs: 30_000,
};
const local = localEnvironment(ORIGIN);

describe('stored environments', () => {
  it('read back what was written, the local gateway first', () => {
    const stored = serialiseEnvironments({ list: [local, staging], activeId: staging.id });
    expect(parseEnvironments(JSON.parse(JSON.stringify(stored)), ORIGIN)).toEqual({ state: { list: [local, staging], activeId: staging.id }, notice: null });
  });

  it('put the local gateway first when it was stored elsewhere, and add it when it is missing', () => {
    const moved = parseEnvironments({ version: 1, activeId: 'env-1', list: [staging, local] }, ORIGIN);
    expect(moved.state.list.map((e) => e.id)).toEqual([LOCAL_ENV_ID, 'env-1']);
    const missing = parseEnvironments({ version: 1, activeId: 'env-1', list: [staging] }, ORIGIN);
    expect(missing.state.list.map((e) => e.id)).toEqual([LOCAL_ENV_ID, 'env-1']);
    expect(missing.state.list[0]).toEqual(local);
    expect(missing.state.activeId).toBe('env-1');
  });

  it('fall back to the local gateway with a notice when the store is not environments at all', () => {
    for (const raw of [undefined, null, 'x', 42, [], {}, { version: 2, list: [] }, { version: 1, list: 'nope' }]) {
      const { state, notice } = parseEnvironments(raw, ORIGIN);
      expect(state).toEqual({ list: [local], activeId: LOCAL_ENV_ID });
      expect(notice).toBe('corrupt');
    }
  });

  it('leave out profiles that do not read, with a notice, and keep the rest', () => {
    const bad = [
      { ...staging, id: 'env-2', baseUrl: 'javascript:alert(1)' },
      { ...staging, id: 'env-3', colour: 'pink' },
      { ...staging, id: 'env-4', name: '   ' },
      { ...staging, id: 'env-5', credentialsMode: 'secret' },
      { ...staging, id: 'Bad Id' },
      { ...staging, id: 'env-6', timeoutMs: 5 },
      { ...staging, id: 'env-7', companyApiType: '' },
      staging, // a second copy of the same id
      'not a profile',
    ];
    const { state, notice } = parseEnvironments({ version: 1, activeId: 'env-3', list: [local, staging, ...bad] }, ORIGIN);
    expect(state.list.map((e) => e.id)).toEqual([LOCAL_ENV_ID, 'env-1']);
    // The active one did not read: the local gateway is used.
    expect(state.activeId).toBe(LOCAL_ENV_ID);
    expect(notice).toBe('dropped');
  });

  it('never write a secret, whatever object is handed in', () => {
    const withSecret = { ...staging, secret: 'demo-secret-2026', key: 'demo', signature: 'abc' } as Environment;
    for (const state of [upsertEnvironment({ list: [local], activeId: LOCAL_ENV_ID }, withSecret), { list: [local, withSecret], activeId: LOCAL_ENV_ID }]) {
      const text = JSON.stringify(serialiseEnvironments(state));
      expect(text).not.toContain('demo-secret-2026');
      expect(text).not.toContain('secret');
      expect(text).not.toContain('signature');
    }
    // Nor does a stored secret come back in when read.
    const read = environmentFromStorage({ ...staging, secret: 'demo-secret-2026' }, ORIGIN);
    expect(read).toEqual(staging);
  });

  it('never remove the local gateway; removing the active one makes the local gateway active', () => {
    const state = { list: [local, staging], activeId: staging.id };
    expect(removeEnvironment(state, LOCAL_ENV_ID)).toBe(state);
    expect(removeEnvironment(state, staging.id)).toEqual({ list: [local], activeId: LOCAL_ENV_ID });
  });

  it('give a new profile a colour nobody uses yet', () => {
    expect(nextColour([local])).toBe('blue');
    expect(nextColour([local, { ...staging, colour: 'blue' }])).toBe('orange');
  });

  it('follow the same rules as the form that makes them (zod), for every field the store checks', () => {
    const candidates: Record<string, unknown>[] = [
      staging,
      { ...staging, name: '' },
      { ...staging, name: 'x'.repeat(41) },
      { ...staging, colour: 'pink' },
      { ...staging, credentialsMode: 'none' },
      { ...staging, baseUrl: 'javascript:alert(1)' },
      { ...staging, baseUrl: 'https://user:pw@example.com' },
      { ...staging, timeoutMs: 999 },
      { ...staging, timeoutMs: 120_001 },
      { ...staging, companyApiType: '' },
    ];
    for (const c of candidates) {
      const store = environmentFromStorage(c, ORIGIN) !== null;
      const form = environmentFormSchema.safeParse({ ...c, timeoutMs: String(c.timeoutMs) }).success;
      expect({ c, store }).toEqual({ c, store: form });
    }
  });
});

describe('loading environments at start', () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('location', { origin: ORIGIN });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the local gateway alone on a first visit', () => {
    expect(loadEnvironments()).toEqual({ state: { list: [local], activeId: LOCAL_ENV_ID }, notice: null });
  });

  it('says so, and does not crash, when the stored text is not JSON', () => {
    items.set(STORAGE_KEYS.environments, '{"version":1,"list":[');
    expect(loadEnvironments()).toEqual({ state: { list: [local], activeId: LOCAL_ENV_ID }, notice: 'corrupt' });
  });

  it('carries settings of an older version over: another gateway becomes its own profile', () => {
    items.set(STORAGE_KEYS.settings, JSON.stringify({ baseUrl: 'https://api.example.com', companyApiType: 'c', productApiType: 'p', timeoutMs: 9_000 }));
    const { state } = loadEnvironments();
    expect(state.list[0]).toEqual(local);
    expect(state.list[1]).toMatchObject({ baseUrl: 'https://api.example.com', companyApiType: 'c', timeoutMs: 9_000 });
    expect(state.activeId).toBe(state.list[1]?.id);
  });
});
