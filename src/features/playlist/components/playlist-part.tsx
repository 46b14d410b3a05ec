// The Playlist view with its sends and its export (loaded on demand): live steps sent through runLookupOnce (the one
// send path, under the authority in force, once per step), the export written through leaveBrowser, presenter mode
// switched with the page's. What belongs to other features comes from the app: History's answers as sources and its
// reader for a stored copy, the result views (with a live step's baseline line), and the report's page.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { notSentResult } from '../../../api/lookup';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupParams, LookupResult } from '../../../api/types';
import { runLookupOnce } from '../../../queries/lookup';
import { leaveBrowser } from '../../../queries/outgoing';
import type { Playlist, Step, PlaylistKeptAnswer } from '../playlist-model';
import PlaylistView, { type HistorySource } from './playlist-view';

/** The call behind each live step's answer: its baseline is that lookup's (environment, key, params). */
const liveCalls = new WeakMap<LookupResult, LookupCall>();

export interface PlaylistPartProps {
  settings: ConnectionSettings;
  authority: CallAuthority | null;
  presenter: boolean;
  onPresenter: () => void;
  /** History's answers offered as step sources. */
  historySources: HistorySource[];
  /** History's stored copy for these parameters, if it keeps one. */
  storedFor: (params: LookupParams) => Promise<PlaylistKeptAnswer | null>;
  /** A stored copy read again with History's reader (a local parse, nothing sent); null when it cannot be read. */
  readStored: (step: Step, copy: PlaylistKeptAnswer) => LookupResult | null;
  /** An answer in the result views; `call` is a live step's lookup, whose baseline line goes above the record. */
  renderResult: (result: LookupResult, call: LookupCall | undefined) => ReactNode;
  /** The export's page: the report, with the playlist's data inside for Import. */
  reportHtml: (playlist: Playlist) => Promise<string>;
}

export default function PlaylistPart({ settings, authority, presenter, onPresenter, historySources, storedFor, readStored, renderResult, reportHtml }: PlaylistPartProps) {
  const client = useQueryClient();

  const deps = useMemo(
    () => ({
      // A live step is a lookup like any other: the one send path, this environment, its credentials; History keeps it.
      runLive: async (params: LookupParams): Promise<LookupResult> => {
        if (!authority) {
          const request = { method: 'GET' as const, displayUrl: '', apiType: '', params, account: '' };
          return notSentResult(request, { reason: 'no-credentials' }, Date.now());
        }
        const call = { settings, params, authority };
        const result = await runLookupOnce(client, call);
        liveCalls.set(result, call);
        return result;
      },
      toResult: async (step: Step, copy: PlaylistKeptAnswer): Promise<LookupResult> => {
        const result = readStored(step, copy);
        if (!result) throw new Error('unreadable');
        return result;
      },
      // A live step's answer is a lookup's answer: compared with its baseline as the lookup view does.
      renderResult: (result: LookupResult) => renderResult(result, liveCalls.get(result)),
    }),
    [authority, client, settings, readStored, renderResult],
  );

  return (
    <PlaylistView
      {...deps}
      baseUrl={settings.baseUrl}
      historySources={historySources}
      storedFor={storedFor}
      hasCredentials={authority !== null}
      exportPlaylist={async (playlist) => {
        const name = (playlist.name || 'playlist').replace(/[^\p{L}\p{N}_.-]+/gu, '_').slice(0, 60);
        return leaveBrowser({ kind: 'file', text: await reportHtml(playlist), fileName: `playlist-${name}.html`, type: 'text/html' });
      }}
      presenter={presenter}
      setPresenter={(on) => {
        if (on !== presenter) onPresenter();
      }}
    />
  );
}
