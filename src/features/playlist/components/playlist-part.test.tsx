// @vitest-environment happy-dom
// The playlist's part on its own (issue 35: the feature owns its sends and its export; the app hands in History, the
// result views and the report): what it gives the view, checked at the view's props. A live step is one runLookupOnce
// under the authority in force, or no call at all without one; its answer is drawn with the call behind it; the export
// is the report's page written through leaveBrowser under the playlist's name; presenter mode follows the page's.
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupParams, LookupResult } from '../../../api/types';
import { notSentReason } from '../../../api/not-sent';
import { createQueryClient } from '../../../queries/query-client';
import type { Playlist, PlaylistKeptAnswer, Step } from '../playlist-model';
import PlaylistPart, { type PlaylistPartProps } from './playlist-part';
import type { PlaylistViewProps } from './playlist-view';

const seen = vi.hoisted(() => ({ view: null as PlaylistViewProps | null }));
vi.mock('./playlist-view', () => ({
  default: (props: PlaylistViewProps) => {
    seen.view = props;
    return null;
  },
}));
const sent = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('../../../queries/lookup', async (original) => ({
  ...(await original<typeof import('../../../queries/lookup')>()),
  runLookupOnce: vi.fn(async (_client: unknown, call: { params: LookupParams }) => {
    sent.calls.push(call);
    return { request: { params: call.params }, sent: true } as unknown as LookupResult;
  }),
}));
const left = vi.hoisted(() => ({ out: [] as { kind: string; text: string; fileName?: string; type?: string }[] }));
vi.mock('../../../queries/outgoing', () => ({
  leaveBrowser: vi.fn(async (out: { kind: string; text: string }) => {
    left.out.push(out);
    return { written: true, blocked: [], masked: [] };
  }),
}));

const settings: ConnectionSettings = { baseUrl: 'http://gateway.test', companyApiType: 'company', productApiType: 'product', timeoutMs: 60_000 };
const authority = { environmentId: 'local' } as unknown as CallAuthority;
const params: LookupParams = { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'en', version: '' };
const step: Step = { id: 's', title: 'One', params, mode: 'live', source: 'history', stored: null };
const copy = { body: '{}' } as PlaylistKeptAnswer;

function setup(over: Partial<PlaylistPartProps> = {}) {
  const props: PlaylistPartProps = {
    settings,
    authority,
    presenter: false,
    onPresenter: vi.fn(),
    historySources: [],
    storedFor: vi.fn(async () => null),
    readStored: vi.fn(() => null),
    renderResult: vi.fn(() => null),
    reportHtml: vi.fn(async (p: Playlist) => `<html>${p.name}</html>`),
    ...over,
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlaylistPart {...props} />
    </QueryClientProvider>,
  );
  return { props, view: seen.view! };
}

beforeEach(() => {
  seen.view = null;
  sent.calls = [];
  left.out = [];
});
afterEach(cleanup);

describe('PlaylistPart', () => {
  it('a live step without credentials is not sent: its answer says why', async () => {
    const { view } = setup({ authority: null });
    const result = await view.runLive(params);
    expect(sent.calls).toEqual([]);
    expect(notSentReason(result)).toBe('no-credentials');
    expect(view.hasCredentials).toBe(false);
  });

  it('a live step is one call under the authority in force, and its answer is drawn with that call (for its baseline)', async () => {
    const { props, view } = setup();
    const result = await view.runLive(params);
    expect(sent.calls).toEqual([{ settings, params, authority }]);
    view.renderResult(result);
    expect(props.renderResult).toHaveBeenLastCalledWith(result, { settings, params, authority } satisfies LookupCall);
    // Any other answer (a stored one) has no call behind it.
    const stored = { request: { params } } as LookupResult;
    view.renderResult(stored);
    expect(props.renderResult).toHaveBeenLastCalledWith(stored, undefined);
  });

  it("a stored copy is read with the reader it is handed; one it cannot read is refused, not shown empty", async () => {
    const readable = { request: { params } } as LookupResult;
    const { view } = setup({ readStored: (s) => (s.id === 's' ? readable : null) });
    await expect(view.toResult(step, copy)).resolves.toBe(readable);
    await expect(view.toResult({ ...step, id: 'other' }, copy)).rejects.toThrow('unreadable');
  });

  it("the export is the report's page, written through leaveBrowser as playlist-<name>.html", async () => {
    const { props, view } = setup();
    const playlist: Playlist = { id: 'p', name: 'Customer demo / 2026', steps: [step] };
    await view.exportPlaylist(playlist);
    expect(props.reportHtml).toHaveBeenCalledWith(playlist);
    expect(left.out).toEqual([{ kind: 'file', text: '<html>Customer demo / 2026</html>', fileName: 'playlist-Customer_demo_2026.html', type: 'text/html' }]);
  });

  it("presenter mode switches only when asked for the other state", () => {
    const { props, view } = setup({ presenter: true });
    view.setPresenter(true);
    expect(props.onPresenter).not.toHaveBeenCalled();
    view.setPresenter(false);
    expect(props.onPresenter).toHaveBeenCalledTimes(1);
  });
});
