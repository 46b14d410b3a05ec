// Builds the shared files from an answer: the views are rendered once off-screen with the app's own components, so
// the report shows the record and envelope exactly as the app does, without a second renderer in the bundle.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { writeAnswerFile } from '../../../api/answer-file';
import type { LookupResult } from '../../../api/types';
import { currentLocale } from '../../../i18n/locale';
import { formatBytes, formatMs, langTag } from '../../../lib/format';
import { CompanyRecordView } from '../components/company-record';
import { buildSrcDoc } from '../components/description-view';
import { EnvelopeView } from '../components/envelope-view';
import { FailurePanel } from '../components/failure-panel';
import { ProductRecordView } from '../components/product-record';
import { descriptionFrame, escapeHtml, reportHtml, withoutRemoteSources } from './report-html';
import { trackerOf } from '../trackers';
import { formatCount, runInSlices } from '../../../lib/work-budget';
import { reportDescription } from './report-description';
import { embedPictures, pictureUrls, withPictures, type Fetcher } from './report-pictures';
import { sharedResult, shareMask } from './shared-result';
import type { Strings } from './strings';
import { rawTextOf } from '../../../api/raw-text';

/** A node rendered once off-screen to HTML, remote sources made inert (the playlist report draws records with it too). */
export function renderToHtml(node: ReactNode): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(node));
  const html = host.innerHTML;
  root.unmount();
  return withoutRemoteSources(html);
}

/** The page's own CSS rules (same-origin stylesheets), so the report looks like the app. */
export function pageCss(): string {
  const out: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) out.push(rule.cssText);
    } catch {
      // A cross-origin sheet cannot be read; the report keeps its own minimal styles.
    }
  }
  return out.join('\n');
}

export function reportFileName(result: LookupResult, suffix: string): string {
  const { operation, id } = result.request.params;
  return `${operation}-${(id || 'answer').replace(/[^A-Za-z0-9_.-]/g, '_')}${suffix}`;
}

export interface ReportOptions {
  keepClientIp: boolean;
  /** The title the person gave (empty: the default title). */
  title: string;
  /** The vendor's name for the header (empty: none). */
  vendor: string;
  includeRaw: boolean;
  /** "Load images" was chosen for this answer: remote pictures may be embedded too. */
  allowRemote?: boolean;
  /** For tests: how a picture is read. */
  fetcher?: Fetcher;
}

/** A URL as the DOM writes it back (a masked host "***" comes back as %2A%2A%2A). */
function normalUrl(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/** Every http(s) URL of the answer's record as received, by its masked form (only those the masking changed). */
function receivedUrls(original: LookupResult, mask: (text: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  const value = original.record?.value;
  if (!value) return out;
  for (const m of JSON.stringify(value).matchAll(/https?:\/\/[^"\s<>'\\]+/g)) {
    const url = m[0].replace(/&amp;/g, '&');
    const masked = mask(url);
    if (masked !== url) out.set(normalUrl(masked), url);
  }
  return out;
}

/** A date and time in the interface language and the person's own time zone ("27 November 2026 at 10:04:05 CET"). */
export function localDateTime(ms: number, locale: string): string {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(new Date(ms));
}

/** The default title of a report of this answer. */
export function defaultReportTitle(result: LookupResult, S: Strings): string {
  const { operation, id } = result.request.params;
  return S.report.title(`${S.report.operations[operation]} ${id}`);
}

/** The self-contained HTML report of an answer (masked first), its pictures embedded where the page may read them. */
export async function buildReport(original: LookupResult, options: ReportOptions, S: Strings): Promise<string> {
  const result = sharedResult(original, options.keepClientIp);
  const R = S.report;
  const record = result.record;
  const lang = langTag(result.envelope?.language?.current_lang ?? result.request.params.lang);
  const pageLang = currentLocale() === 'zh' ? 'zh-CN' : 'en';
  const sections: { heading: string; html: string }[] = [];
  if (result.failure) sections.push({ heading: R.failure, html: renderToHtml(<FailurePanel failure={result.failure} result={null} />) });
  const recordHtml = record
    ? renderToHtml(record.operation === 'company' ? <CompanyRecordView record={record.value} lang={lang} /> : <ProductRecordView record={record.value} lang={lang} />)
    : `<p class="muted">${escapeHtml(R.noRecord)}</p>`;
  const desc = record?.value.desc ?? '';
  // The masked answer's picture URLs may be masked too (the gateway's pictures sit on the caller's loopback address,
  // which is the client_ip): each is read at its address in the answer as received, and embedded at the masked one.
  const received = receivedUrls(original, shareMask(original, options.keepClientIp));
  const receivedOf = (url: string) => received.get(normalUrl(url));
  // The frame's own rule takes the description's trackers out (size, style and hidden boxes included), in slices and
  // within a budget of characters (DESIGN D15).
  const description = desc.trim() ? await runInSlices(reportDescription(desc, { notice: (t) => R.pictureMissing(t.host), received: receivedOf })) : null;
  const descHtml = description?.html ?? '';
  const missing = new Set<string>(description?.trackers.map((t) => t.src));
  const wanted = [...pictureUrls(recordHtml), ...pictureUrls(descHtml)];
  // A tracking image is never read, not even after "Load images" (DESIGN D13): record pictures and what is left of the
  // description pass the same rule, by the URL as shown and as received.
  const isTracker = (u: string) => trackerOf({ src: u }) !== undefined || trackerOf({ src: receivedOf(u) ?? u }) !== undefined;
  const read = await embedPictures(
    wanted.filter((u) => !isTracker(u)).map((u) => receivedOf(u) ?? u),
    { origin: globalThis.location?.origin ?? '', allowRemote: options.allowRemote ?? false },
    options.fetcher,
  );
  const embedded = new Map<string, string>();
  for (const u of wanted) {
    const data = read.get(received.get(normalUrl(u)) ?? u);
    if (data) embedded.set(u, data);
  }
  sections.push({ heading: R.record, html: withPictures(recordHtml, embedded, R.pictureMissing, missing) });
  sections.push({
    heading: R.description,
    html: descHtml
      ? `<p class="small muted">${escapeHtml(R.descriptionNote)}</p>${description?.stop ? `<p class="small" data-report-cut>${escapeHtml(R.descriptionCut(formatCount(description.shown, pageLang), formatCount(description.total, pageLang)))}</p>` : ''}${descriptionFrame(buildSrcDoc(withPictures(descHtml, embedded, R.pictureMissing, missing), false, lang), `${R.description}: ${record?.value.title ?? ''}`)}`
      : `<p class="muted">${escapeHtml(R.noDescription)}</p>`,
  });
  sections.push({ heading: R.envelope, html: renderToHtml(<EnvelopeView result={result} />) });
  if (options.includeRaw) sections.push({ heading: R.raw, html: `<pre class="report__raw" translate="no">${escapeHtml(rawTextOf(result))}</pre>` });
  if (missing.size > 0) {
    const links = [...missing].map((url) => `<li><a href="${escapeHtml(url)}" rel="noreferrer noopener">${escapeHtml(url)}</a></li>`).join('');
    sections.push({ heading: R.picturesMissing, html: `<p class="small muted">${escapeHtml(R.picturesMissingNote)}</p><ul class="report__links mono" translate="no">${links}</ul>` });
  }
  const vendor = options.vendor.trim();
  return reportHtml({
    title: options.title.trim() || defaultReportTitle(result, S),
    lang: pageLang,
    note: R.generated(localDateTime(Date.now(), pageLang)),
    facts: [
      ...(vendor ? [[R.vendor, vendor] as [string, string]] : []),
      [R.request, `${result.request.method} ${result.request.displayUrl}`],
      [R.received, localDateTime(result.startedAt, pageLang)],
      [R.status, result.http ? `${result.http.status} ${result.http.statusText}` : R.noResponse],
      [R.time, formatMs(result.durationMs)],
      [R.size, formatBytes(result.sizeBytes)],
      [R.format, result.request.params.resultType],
    ],
    sections,
    css: pageCss(),
  });
}

/** The answer file (JSON) of an answer, masked the same way. */
export function buildAnswerFile(original: LookupResult, keepClientIp: boolean): string {
  return writeAnswerFile(sharedResult(original, keepClientIp));
}

