// The Playlist view as the app composes it (loaded on demand): History's answers as sources, a stored copy read back
// with History's reader, live steps sent through runLookup (the one send path, under the authority in force), the
// normal result views, and the export written as one HTML report through leaveBrowser.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notSentResult } from '../api/lookup';
import { maskForHistory, maskRequestUrl } from '../api/mask-secret';
import type { CallAuthority, ConnectionSettings, LookupParams, LookupResult } from '../api/types';
import { answerHistory, useAnswerHistory } from '../features/history/answer-history-store';
import type { AnswerEntry } from '../features/history/history-entries';
import { sameParams } from '../features/history/stored-lookup';
import { storedResult } from '../features/history/stored-result';
import { entryLabel } from '../features/history/entry-label';
import { en as historyEn } from '../features/history/strings';
import PlaylistView, { type HistorySource } from '../features/playlist/components/playlist-view';
import { shortDateTime } from '../features/playlist/components/playlist-run';
import { playlistDataJson, type Playlist, type Step, type StoredCopy } from '../features/playlist/playlist-model';
import { en as playlistEn } from '../features/playlist/strings';
import { escapeHtml, reportHtml } from '../features/result/share/report-html';
import { sectionsWithin } from '../features/result/share/report-sections';
import { en as shareEn } from '../features/result/share/strings';
import { formatCount, runInSlices } from '../lib/work-budget';
import { currentLocale, formatDateTime, stringsOf, useStrings } from '../i18n/locale';
import { runLookupOnce } from '../queries/lookup';
import { leaveBrowser } from '../queries/outgoing';
import { describeOutcome } from '../components/leave/leave-text';
import { en as leaveEn } from '../components/leave/strings';
import { renderPanel } from './render-panel';

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

/** The stored copy read again with History's reader (the same parsers and schemas as a fresh answer; nothing sent). */
async function toResult(step: Step, copy: StoredCopy): Promise<LookupResult> {
  const entry: AnswerEntry = {
    id: `playlist|${step.id}`,
    params: step.params,
    displayUrl: copy.displayUrl,
    firstAt: copy.startedAt,
    lastAt: copy.startedAt,
    count: 1,
    pinned: false,
    answer: { ...copy, failureKind: copy.failure?.kind ?? null, bytes: 0 },
  };
  const result = storedResult(entry, copy.body);
  if (!result) throw new Error('unreadable');
  return result;
}

/**
 * The export: the report's page (its CSP lets nothing load or run) with the playlist's data in a JSON block. The steps
 * are written in slices under the report's budget of characters (DESIGN D15); past it the note says how many are in.
 */
async function exportHtml(playlist: Playlist): Promise<string> {
  const S = stringsOf('playlist', playlistEn);
  const lang = currentLocale() === 'zh' ? 'zh-CN' : 'en';
  const built = await runInSlices(sectionsWithin(playlist.steps, (step, i) => {
    const p = step.params;
    const facts: [string, string][] = [
      [S.reportMode, step.mode === 'live' ? S.live : S.stored],
      [S.reportRequest, `${p.operation} ${p.id} · lang=${p.lang} · cache=${p.cache} · ${p.resultType}${p.version ? ` · version=${p.version}` : ''}`],
      [S.reportStored, step.stored ? `${formatDateTime(step.stored.startedAt)}${step.stored.errorCode ? ` · error_code ${step.stored.errorCode}` : ''}` : S.reportNoStored],
      ...(step.stored?.title ? [[S.reportRecordTitle, step.stored.title] as [string, string]] : []),
    ];
    const dl = facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
    const body = step.stored ? `<pre class="report__raw" translate="no">${escapeHtml(step.stored.body.slice(0, 20_000))}${step.stored.body.length > 20_000 ? '\n…' : ''}</pre>` : '';
    return { heading: `${i + 1}. ${step.title}`, html: `<dl class="report__facts">${dl}</dl>${body}` };
  }));
  const sections = built.sections;
  const cut = built.stop ? ` ${stringsOf('share', shareEn).report.stepsCut(formatCount(built.shown), formatCount(built.total))}` : '';
  sections.push({ heading: S.heading, html: `<script type="application/json" id="playlist-data">${playlistDataJson(playlist)}</script>` });
  return reportHtml({ title: playlist.name || S.untitled, lang, note: S.reportNote(formatDateTime(Date.now())) + cut, facts: [], sections, css: '' });
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
        return runLookupOnce(client, { settings, params, authority });
      },
      toResult: (step: Step, copy: StoredCopy) => toResult(step, copy),
      renderResult: (result: LookupResult) => renderPanel(result),
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
        const out = await leaveBrowser({ kind: 'file', text: await exportHtml(playlist), fileName: `playlist-${name}.html`, type: 'text/html' });
        if (out.written) return null;
        // Refused (a credential found in it) or not written: said in the words every export uses.
        const L = stringsOf('leave', leaveEn);
        return describeOutcome(out, L.target.report, L);
      }}
      presenter={presenter}
      setPresenter={(on) => {
        if (on !== presenter) onPresenter();
      }}
    />
  );
}
