// The Playlist view as the app composes it (loaded on demand): History's answers as sources, a stored copy read back
// with History's reader, live steps sent through runLookup (the one send path, under the authority in force), the
// normal result views, and the export written as one HTML report (playlist-report.tsx) through leaveBrowser.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notSentResult } from '../api/lookup';
import { maskForHistory, maskRequestUrl } from '../api/mask-secret';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupParams, LookupResult } from '../api/types';
import { answerHistory, useAnswerHistory } from '../features/history/answer-history-store';
import type { AnswerEntry } from '../features/history/history-entries';
import { sameParams } from '../features/history/stored-lookup';
import { entryLabel } from '../features/history/entry-label';
import { en as historyEn } from '../features/history/strings';
import PlaylistView, { type HistorySource } from '../features/playlist/components/playlist-view';
import { shortDateTime } from '../features/playlist/components/playlist-run';
import type { Step, StoredCopy } from '../features/playlist/playlist-model';
import { useStrings } from '../i18n/locale';
import { runLookupOnce } from '../queries/lookup';
import { leaveBrowser } from '../queries/outgoing';
import BaselinePart from './baseline-part';
import { renderPanel } from './render-panel';
import { playlistReportHtml, storedStepResult } from './playlist-report';

/** The call behind each live step's answer: its baseline is that lookup's (environment, key, params). */
const liveCalls = new WeakMap<LookupResult, LookupCall>();

interface PlaylistPartProps {
  settings: ConnectionSettings;
  authority: CallAuthority | null;
  presenter: boolean;
  onPresenter: () => void;
}


/** A copy of a History entry's stored answer for a playlist (History masked the key; masked again, as the rule is). */
async function copyOf(entry: AnswerEntry): Promise<StoredCopy | null> {
  const answer = entry.answer;
  if (!answer) return null;
  const body = await answerHistory.body(entry);
  if (body === null) return null;
  const { startedAt, durationMs, http, contentType, sizeBytes, errorCode, failure, title } = answer;
  return { startedAt, durationMs, http, contentType, sizeBytes, errorCode, failure, title, displayUrl: maskRequestUrl(entry.displayUrl), body: maskForHistory(body, null) };
}

/** The stored copy read again with History's reader (a local parse, nothing sent). */
async function toResult(step: Step, copy: StoredCopy): Promise<LookupResult> {
  const result = storedStepResult(step, copy);
  if (!result) throw new Error('unreadable');
  return result;
}

export default function PlaylistPart({ settings, authority, presenter, onPresenter }: PlaylistPartProps) {
  const client = useQueryClient();
  const H = useStrings('history', historyEn);
  const answers = useAnswerHistory();
  const entries = answers.entries;

  const historySources = useMemo<HistorySource[]>(
    () =>
      entries
        .filter((e) => e.answer)
        .map((e) => ({
          id: e.id,
          pinned: e.pinned,
          params: e.params,
          label: entryLabel(H, e, shortDateTime, false),
          load: () => copyOf(e),
        })),
    [entries, H],
  );

  const deps = useMemo(
    () => ({
      // A live step is a lookup like any other: the one send path, this environment, its credentials; History keeps it.
      runLive: async (params: LookupParams): Promise<LookupResult> => {
        if (!authority) {
          const request = { method: 'GET' as const, displayUrl: '', apiType: '', params, credentialId: '' };
          return notSentResult(request, { reason: 'no-credentials' }, Date.now());
        }
        const call = { settings, params, authority };
        const result = await runLookupOnce(client, call);
        liveCalls.set(result, call);
        return result;
      },
      toResult: (step: Step, copy: StoredCopy) => toResult(step, copy),
      // A live step's answer is a lookup's answer: compared with its baseline as the lookup view does.
      renderResult: (result: LookupResult) => {
        const call = liveCalls.get(result);
        return renderPanel(result, false, call ? (shown) => <BaselinePart call={call} result={shown} /> : undefined);
      },
    }),
    [authority, client, settings],
  );

  return (
    <PlaylistView
      {...deps}
      baseUrl={settings.baseUrl}
      historySources={historySources}
      storedFor={async (params) => {
        const entry = entries.find((e) => e.answer && sameParams(e.params, params));
        return entry ? copyOf(entry) : null;
      }}
      hasCredentials={authority !== null}
      exportPlaylist={async (playlist) => {
        const name = (playlist.name || 'playlist').replace(/[^\p{L}\p{N}_.-]+/gu, '_').slice(0, 60);
        return leaveBrowser({ kind: 'file', text: await playlistReportHtml(playlist), fileName: `playlist-${name}.html`, type: 'text/html' });
      }}
      presenter={presenter}
      setPresenter={(on) => {
        if (on !== presenter) onPresenter();
      }}
    />
  );
}
