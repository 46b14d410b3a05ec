// @vitest-environment happy-dom
// The presenter run at its seam: what it asks of the send path. A live step is sent once per run however often it is
// shown again; a stored step never; a live answer that failed shows the stored one with the reason.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionSettings, Credentials, LookupParams, LookupResult } from '../../../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials } from '../../../queries/credential-vault';
import { preloadLookup, runLookupOnce } from '../../../queries/lookup';
import { createQueryClient } from '../../../queries/query-client';
import type { Playlist, StoredCopy } from '../playlist-model';
import { PlaylistRun, type RunDeps } from './playlist-run';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });
const copy: StoredCopy = { startedAt: Date.UTC(2026, 10, 27, 9, 14), durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };
const answer = (id: string, r: Partial<LookupResult> = {}): LookupResult =>
  ({ request: { method: 'GET', displayUrl: '', apiType: '', params: params(id), credentialId: '' }, startedAt: 0, durationMs: 0, http: null, sizeBytes: 0, rawText: id, contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: true, ...r }) as LookupResult;

const playlist: Playlist = {
  id: 'p',
  name: 'Demo',
  steps: [
    { id: 'a', title: 'Live one', params: params('a'), mode: 'live', source: 'history', stored: copy },
    { id: 'b', title: 'Stored one', params: params('b'), mode: 'stored', source: 'history', stored: copy },
    { id: 'c', title: 'Live two', params: params('c'), mode: 'live', source: 'pinned', stored: copy },
  ],
};

function setup(live: (p: LookupParams) => LookupResult) {
  const deps: RunDeps = {
    runLive: vi.fn(async (p: LookupParams) => live(p)),
    toResult: vi.fn(async (step) => answer(`stored-${step.id}`)),
    renderResult: (r) => <p data-testid="shown">{r.rawText}</p>,
  };
  render(<PlaylistRun playlist={playlist} deps={deps} onEnd={() => {}} />);
  const key = async (k: string) => act(async () => void fireEvent.keyDown(window, { key: k }));
  return { deps, key };
}

describe('PlaylistRun', () => {
  it('sends each live step once, however often it is shown again, and never a stored one', async () => {
    const { deps, key } = setup((p) => answer(`live-${p.id}`));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-a'));
    await key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('stored-b'));
    await key('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-c'));
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await key(k);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('live-c'));
    expect(vi.mocked(deps.runLive).mock.calls.map(([p]) => p.id)).toEqual(['a', 'c']);
    expect(screen.getByTestId('playlist-calls').textContent).toBe('Billed calls this run: 2');
  });

  it('a failed live call shows the stored answer with the reason; one that never left is not counted', async () => {
    setup((p) => answer(`live-${p.id}`, { sent: false, failure: { kind: 'network', message: 'The gateway did not answer.' } }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('stored-a'));
    expect(screen.getByTestId('playlist-badge').textContent).toMatch(/^Stored .+ — live call failed: The gateway did not answer\.$/);
    expect(screen.getByTestId('playlist-calls').textContent).toBe('Billed calls this run: 0');
  });
});

/** What the gateway does with every item_get it gets; null: the network refuses it before any byte (never reached). */
type Gateway = { code: string } | null;

const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };

/** Each scenario: how the gateway answers, whether credentials are held, the requests and billed calls expected. */
const scenarios: { name: string; gateway: Gateway; credentials: boolean; requests: number; billed: number }[] = [
  { name: 'every call answered 4008 (rate limit): one request per live step, not retried', gateway: { code: '4008' }, credentials: true, requests: 2, billed: 0 },
  { name: 'every call answered 0000', gateway: { code: '0000' }, credentials: true, requests: 2, billed: 2 },
  { name: 'every call answered 5000 (charged by the local gateway)', gateway: { code: '5000' }, credentials: true, requests: 2, billed: 2 },
  { name: 'the network refuses every call before any byte (never reached the gateway)', gateway: null, credentials: true, requests: 2, billed: 0 },
  { name: 'no credentials: nothing leaves', gateway: { code: '0000' }, credentials: false, requests: 0, billed: 0 },
];

describe('PlaylistRun through the one send path: announced equals sent', () => {
  // The sending code loads on demand: loaded once here, so no scenario waits on a module load.
  beforeAll(() => preloadLookup());

  it.each(scenarios)('$name', async ({ gateway, credentials, requests: expected, billed }) => {
    // The page's own origin, so a refused connection is known never to have reached a gateway (no CORS in between).
    const settings: ConnectionSettings = { baseUrl: `${location.origin}/gateway`, companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requests.push(String(input));
      if (gateway === null) throw new TypeError('Failed to fetch');
      const body = { error_code: gateway.code, error: '', reason: gateway.code === '0000' ? '' : `reason ${gateway.code}`, item: gateway.code === '0000' ? { num_iid: 'x', title: 'live' } : {} };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    enterEnvironment('local', settings, demo);
    const authority = currentAuthority()!;
    if (!credentials) forgetActiveCredentials();
    const client = createQueryClient();
    const deps: RunDeps = {
      runLive: (p) => runLookupOnce(client, { settings, params: p, authority }),
      toResult: async (step) => answer(`stored-${step.id}`),
      renderResult: (r) => <p data-testid="shown">{r.rawText}</p>,
    };
    render(<PlaylistRun playlist={playlist} deps={deps} onEnd={() => {}} />);
    const key = async (k: string) => act(async () => void fireEvent.keyDown(window, { key: k }));
    const settled = () => waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5_000 });
    await settled();
    // The presenter goes through every step, back and forth.
    for (const k of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight']) {
      await key(k);
      await settled();
    }
    await new Promise((r) => setTimeout(r, 50));

    const announced = Number(/\d+/.exec(screen.getByTestId('playlist-announced').textContent ?? '')?.[0]);
    expect(announced).toBe(2);
    expect(requests.length).toBeLessThanOrEqual(announced);
    expect(requests).toHaveLength(expected);
    expect(screen.getByTestId('playlist-calls').textContent).toBe(`Billed calls this run: ${billed}`);
    client.clear();
  });
});
