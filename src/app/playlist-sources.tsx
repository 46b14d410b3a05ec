// The Playlist as the app composes it (loaded on demand): the playlist feature's part (its sends and export) handed
// History's answers as sources, History's reader for a stored copy, the result views with a live step's baseline line,
// and the report's page (playlist-report.tsx). The features never import each other; they meet here.
import { useCallback, useMemo } from 'react';
import { maskForHistory, maskRequestUrl } from '../api/mask-secret';
import type { LookupCall, LookupParams, LookupResult } from '../api/types';
import { answerHistory, useAnswerHistory } from '../features/history/answer-history-store';
import type { AnswerEntry } from '../features/history/history-entries';
import { sameParams } from '../features/history/stored-lookup';
import { entryLabel } from '../features/history/entry-label';
import { en as historyEn } from '../features/history/strings';
import PlaylistPart, { type PlaylistPartProps } from '../features/playlist/components/playlist-part';
import type { HistorySource } from '../features/playlist/components/playlist-view';
import { shortDateTime } from '../features/playlist/components/playlist-run';
import type { PlaylistKeptAnswer } from '../features/playlist/playlist-model';
import { useStrings } from '../i18n/locale';
import BaselinePart from './baseline-part';
import { renderPanel } from './render-panel';
import { playlistReportHtml, storedStepResult } from './playlist-report';

/** A copy of a History entry's stored answer for a playlist (History masked the key; masked again, as the rule is). */
async function copyOf(entry: AnswerEntry): Promise<PlaylistKeptAnswer | null> {
  const answer = entry.answer;
  if (!answer) return null;
  const body = await answerHistory.body(entry);
  if (body === null) return null;
  const { startedAt, durationMs, http, contentType, sizeBytes, errorCode, failure, title } = answer;
  return { startedAt, durationMs, http, contentType, sizeBytes, errorCode, failure, title, displayUrl: maskRequestUrl(entry.displayUrl), body: maskForHistory(body, null) };
}

const renderResult = (result: LookupResult, call: LookupCall | undefined) =>
  renderPanel(result, false, call ? (shown) => <BaselinePart call={call} result={shown} /> : undefined);

type Props = Pick<PlaylistPartProps, 'settings' | 'authority' | 'presenter' | 'onPresenter'>;

export default function PlaylistSources(props: Props) {
  const H = useStrings('history', historyEn);
  const entries = useAnswerHistory().entries;

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
  const storedFor = useCallback(
    async (params: LookupParams) => {
      const entry = entries.find((e) => e.answer && sameParams(e.params, params));
      return entry ? copyOf(entry) : null;
    },
    [entries],
  );

  return (
    <PlaylistPart
      {...props}
      historySources={historySources}
      storedFor={storedFor}
      readStored={storedStepResult}
      renderResult={renderResult}
      reportHtml={playlistReportHtml}
    />
  );
}
