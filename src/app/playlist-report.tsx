// The playlist's export as a report a customer can read (issue 38): per step its title, badges (live, stored, fallback),
// when its answer was received and how long it took, and its record drawn by the report renderer, with the playlist's
// own data kept inside in the `playlist-data` block that Import reads (playlist-import.ts).
import type { ReactNode } from 'react';
import type { LookupResult } from '../api/types';
import type { AnswerEntry } from '../features/history/history-entries';
import { storedResult } from '../features/history/stored-result';
import { playlistDataJson, type Playlist, type Step, type PlaylistKeptAnswer } from '../features/playlist/playlist-model';
import { en as playlistEn } from '../features/playlist/strings';
import { escapeHtml, reportHtml } from '../features/result/share/report-html';
import { embedPictures, pictureUrls, withPictures, type Fetcher } from '../features/result/share/report-pictures';
import { trackerOf } from '../features/result/trackers';
import { sectionsWithin } from '../features/result/share/report-sections';
import { en as shareEn } from '../features/result/share/strings';
import { CompanyRecordView } from '../features/result/components/company-record';
import { ProductRecordView } from '../features/result/components/product-record';
import { currentLocale, formatDateTime, stringsOf } from '../i18n/locale';
import { formatMs, langTag } from '../lib/format';
import { formatCount, runInSlices, type SliceOptions } from '../lib/work-budget';

/** The stored copy read again with History's reader (the same parsers and schemas as a fresh answer; nothing sent). */
export function storedStepResult(step: Step, copy: PlaylistKeptAnswer): LookupResult | null {
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
  return storedResult(entry, copy.body);
}

/** A stored body longer than this is cut in the report's raw view (the whole body stays in the data block). */
const RAW_SHOWN_CHARS = 20_000;

const PLAYLIST_REPORT_CSS = `
.report-step__badges{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 6px;padding:0;list-style:none}
.report-step__badge{padding:1px 10px;border-radius:999px;border:1px solid #c5ccd6;font-weight:600;font-size:13px;background:#f4f6f9;color:#2c3440}
.report-step__badge--live{background:#e6f4ea;border-color:#9fd3ad;color:#1d6b34}
.report-step__badge--fallback{background:#fff4e0;border-color:#f0c97a;color:#7a4d00}
.report-step__note{margin:0 0 8px}
.report-step__raw>summary{cursor:pointer;margin:8px 0}
.report>section{border:1px solid var(--border,#d5dbe3);border-radius:8px;padding:14px 18px;background:var(--surface,#fff)}
.report .report-step__facts{margin:0 0 16px}
`;

type RenderNode = (node: ReactNode) => string;

function stepSection(step: Step, index: number, render: RenderNode): { heading: string; html: string } {
  const S = stringsOf('playlist', playlistEn);
  const p = step.params;
  const stored = step.stored;
  const when = stored ? formatDateTime(stored.startedAt) : '';
  const badges: [string, string][] =
    step.mode === 'stored' ? [[S.reportBadges.stored, '']] : stored ? [[S.reportBadges.live, 'live'], [S.reportBadges.fallback, 'fallback']] : [[S.reportBadges.live, 'live']];
  const note = step.mode === 'stored' ? S.reportStoredNote(when) : stored ? S.reportFallbackNote(when) : S.reportLiveOnly;
  const facts: [string, string][] = [
    [S.reportRequest, `${S.operations[p.operation]} ${p.id} · lang=${p.lang} · cache=${p.cache} · ${p.resultType}${p.version ? ` · version=${p.version}` : ''}`],
    [S.reportAnswer, stored ? `${S.reportAnswerOf(when, formatMs(stored.durationMs))}${stored.errorCode ? ` · error_code ${stored.errorCode}` : ''}` : S.reportNoStored],
  ];
  let record = '';
  if (stored) {
    // A body the reader cannot make a record of is still in the raw view below: the report says so, and goes on.
    let result: LookupResult | null;
    try {
      result = storedStepResult(step, stored);
    } catch {
      result = null;
    }
    const value = result?.record;
    const lang = langTag(result?.envelope?.language?.current_lang ?? p.lang);
    record = value
      ? render(value.operation === 'company' ? <CompanyRecordView record={value.value} lang={lang} /> : <ProductRecordView record={value.value} lang={lang} />)
      : `<p class="muted">${escapeHtml(S.reportNoRecord)}</p>`;
    const raw = stored.body.length > RAW_SHOWN_CHARS ? `${stored.body.slice(0, RAW_SHOWN_CHARS)}\n…` : stored.body;
    record += `<details class="report-step__raw"><summary>${escapeHtml(stringsOf('share', shareEn).report.raw)}</summary><pre class="report__raw" translate="no">${escapeHtml(raw)}</pre></details>`;
  }
  const badgeHtml = badges.map(([text, tone]) => `<li class="report-step__badge${tone ? ` report-step__badge--${tone}` : ''}">${escapeHtml(text)}</li>`).join('');
  const dl = facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  return {
    heading: `${formatCount(index + 1)}. ${step.title}`,
    html: `<ul class="report-step__badges">${badgeHtml}</ul><p class="report-step__note">${escapeHtml(note)}</p><dl class="report__facts report-step__facts">${dl}</dl>${record}`,
  };
}

/**
 * The export: the report's page (its CSP lets nothing load or run) with the playlist's data in a JSON block. The steps
 * are written in slices under the report's budget of characters (DESIGN D15); past it the note says how many are in.
 */
export async function playlistReportHtml(playlist: Playlist, slices: SliceOptions = {}, fetcher?: Fetcher): Promise<string> {
  const S = stringsOf('playlist', playlistEn);
  const R = stringsOf('share', shareEn).report;
  const lang = currentLocale() === 'zh' ? 'zh-CN' : 'en';
  // The report renderer (records as the app draws them, the page's CSS) loads with the first export, not with the view.
  const { renderToHtml, pageCss } = await import('../features/result/share/report-render');
  const built = await runInSlices(
    sectionsWithin(playlist.steps, (step, i) => stepSection(step, i, renderToHtml)),
    slices,
  );
  // The records' pictures as the single report embeds them: the gateway's own, under the report's caps, never a tracker
  // (DESIGN D13); any other stays a placeholder naming its host.
  const wanted = [...new Set(built.sections.flatMap((s) => pictureUrls(s.html)))].filter((u) => trackerOf({ src: u }) === undefined);
  const embedded = await embedPictures(wanted, { origin: globalThis.location?.origin ?? '', allowRemote: false }, fetcher);
  const missing = new Set<string>();
  const sections = built.sections.map((s) => ({ ...s, html: withPictures(s.html, embedded, R.pictureMissing, missing) }));
  const cut = built.stop ? ` ${R.stepsCut(formatCount(built.shown), formatCount(built.total))}` : '';
  sections.push({
    heading: S.heading,
    html: `<p class="small muted">${escapeHtml(S.reportDataNote)}</p><script type="application/json" id="playlist-data">${playlistDataJson(playlist)}</script>`,
  });
  return reportHtml({ title: playlist.name || S.untitled, lang, note: S.reportNote(formatDateTime(Date.now())) + cut, facts: [], sections, css: pageCss() + PLAYLIST_REPORT_CSS });
}
