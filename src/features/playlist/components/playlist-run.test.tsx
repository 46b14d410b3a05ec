// @vitest-environment happy-dom
// The presenter run at its seam: what it asks of the send path. A live step is sent once per run however often it is
// shown again; a stored step never; a live answer that failed shows the stored one with the reason.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionSettings, Credentials, LookupParams, LookupResult } from '../../../api/types';
import { currentAuthority, enterEnvironment, forgetActiveCredentials } from '../../../queries/credential-vault';
import { preloadLookup, runLookupOnce } from '../../../queries/lookup';
import { createQueryClient } from '../../../queries/query-client';
import type { Playlist, PlaylistKeptAnswer } from '../playlist-model';
import { currentPlaylists, savePlaylists } from '../playlist-store';
import { PlaylistRun, shortDateTime, type RunDeps } from './playlist-run';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });
const copy: PlaylistKeptAnswer = { startedAt: Date.UTC(2026, 10, 27, 9, 14), durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };
const answer = (id: string, r: Partial<LookupResult> = {}): LookupResult =>
  ({ request: { method: 'GET', displayUrl: '', apiType: '', params: params(id), account: '' }, startedAt: 0, durationMs: 0, http: null, sizeBytes: 0, rawText: id, contentType: '', envelope: null, record: null, deviations: [], failure: null, sent: true, ...r }) as LookupResult;

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
  render(<PlaylistRun playlist={playlist} deps={deps} onEnd={() => {}} presenter={false} />);
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

  it('a failed live call shows the stored answer, the reason behind a disclosure; one that never left is not counted', async () => {
    setup((p) => answer(`live-${p.id}`, { sent: false, failure: { kind: 'network', message: 'The gateway did not answer.' } }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('stored-a'));
    expect(screen.getByTestId('playlist-badge').textContent).toMatch(/^Stored .+ — the live call failed$/);
    expect(screen.getByTestId('playlist-why').textContent).toBe('Why it was not liveThe gateway did not answer.');
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
    render(<PlaylistRun playlist={playlist} deps={deps} onEnd={() => {}} presenter={false} />);
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

/** Developer words a customer must never see on the shared screen (issue 38): a failure's reason is full of them. */
const FORBIDDEN = ['CORS', 'npm', 'gateway', 'localhost', '127.0.0.1', 'http', 'TypeError', 'fetch'];

/** The gateway on another origin refuses every call (a CORS refusal or a stopped gateway: the browser cannot tell). */
const unreachable: ConnectionSettings = { baseUrl: 'http://127.0.0.1:9/gateway', companyApiType: 'company', productApiType: 'product', timeoutMs: 10_000 };

/** A one-step playlist whose live step goes through the one send path to `settings`. */
function runOneLive(stored: PlaylistKeptAnswer | null, presenter: boolean, settings: ConnectionSettings, keep?: boolean) {
  const list: Playlist = { id: 'one', name: 'Demo', steps: [{ id: 's1', title: 'A company, live', params: params('s1'), mode: 'live', source: 'history', stored }], ...(keep === undefined ? {} : { keepLiveFallback: keep }) };
  savePlaylists([list]);
  enterEnvironment('local', settings, demo);
  const authority = currentAuthority()!;
  const client = createQueryClient();
  const deps: RunDeps = {
    runLive: (p) => runLookupOnce(client, { settings, params: p, authority }),
    toResult: async (step) => answer(`stored-${step.id}`),
    renderResult: (r) => <p data-testid="shown">{r.rawText}</p>,
  };
  render(<PlaylistRun playlist={list} deps={deps} onEnd={() => {}} presenter={presenter} />);
  return waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5_000 });
}

const onScreen = () => document.body.textContent ?? '';

describe('A live step that fails in front of a customer (issue 38)', () => {
  beforeAll(() => preloadLookup());
  afterEach(() => void savePlaylists([]));

  const failing = () =>
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

  it.each([
    { name: 'with a stored answer: the stored answer and a quiet badge', stored: copy as PlaylistKeptAnswer | null },
    { name: 'without one: one calm sentence', stored: null },
  ])('presenter mode, $name; no developer text on screen, the reason in the presenter notes', async ({ stored }) => {
    failing();
    await runOneLive(stored, true, unreachable);
    if (stored) {
      expect(screen.getByTestId('shown').textContent).toBe('stored-s1');
      expect(screen.getByTestId('playlist-badge').textContent).toBe(`Shown from the saved answer of ${shortDateTime(stored.startedAt)}`);
    } else {
      expect(screen.getByTestId('playlist-no-fallback').textContent).toBe('This step could not be shown live just now.');
      expect(screen.queryByRole('alert')).toBeNull();
    }
    for (const word of FORBIDDEN) expect(onScreen().toLowerCase(), word).not.toContain(word.toLowerCase());
    expect(screen.queryByTestId('playlist-why')).toBeNull();
    // The presenter opens the notes (N): the technical reason is there, for them.
    await act(async () => void fireEvent.keyDown(window, { key: 'n' }));
    expect(screen.getByTestId('playlist-notes').textContent).toMatch(/The live call failed: .*CORS.*npm run gateway/);
  });

  it('outside presenter mode the reason sits behind a disclosure', async () => {
    failing();
    await runOneLive(copy, false, unreachable);
    const why = screen.getByTestId('playlist-why');
    expect(why.tagName).toBe('DETAILS');
    expect(why.hasAttribute('open')).toBe(false);
    expect(why.querySelector('summary')?.textContent).toBe('Why it was not live');
    expect(why.textContent).toMatch(/CORS.*npm run gateway/);
    expect(screen.queryByRole('button', { name: 'Presenter notes' })).toBeNull();
  });

  // The gateway echoes the credentials in the body, in the forms a real one has been seen to (plain, URL-encoded, Key[…]).
  const echoing = () =>
    vi.stubGlobal('fetch', async () => {
      const body = { error_code: '0000', error: '', reason: 'ok Key[demo]', item: { num_iid: 'x', title: 'Fresh live answer', secret: 'demo-secret-2026', url: 'key=demo&secret=demo-secret%2D2026' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
  const here: ConnectionSettings = { ...unreachable, baseUrl: `${location.origin}/gateway` };

  it.each([
    { name: 'on by default: the newest live answer becomes the fallback, masked', keep: undefined, kept: true },
    { name: 'on: the newest live answer becomes the fallback, masked', keep: true, kept: true },
    { name: 'off: the stored answer stays as it was', keep: false, kept: false },
  ])('the kept fallback, $name', async ({ keep, kept }) => {
    echoing();
    await runOneLive(copy, true, here, keep);
    expect(screen.getByTestId('playlist-badge').textContent).toBe('Live');
    const step = currentPlaylists()[0]?.steps[0];
    if (!kept) return expect(step?.stored).toEqual(copy);
    expect(step?.stored?.title).toBe('Fresh live answer');
    expect(step?.stored?.startedAt).toBeGreaterThan(copy.startedAt);
    const saved = JSON.stringify(currentPlaylists());
    for (const secret of ['demo-secret-2026', 'demo-secret%2D2026', 'Key[demo]', 'key=demo']) expect(saved).not.toContain(secret);
  });

  it('a failed live call never replaces the fallback', async () => {
    failing();
    await runOneLive(copy, true, unreachable, true);
    expect(currentPlaylists()[0]?.steps[0]?.stored).toEqual(copy);
  });
});
