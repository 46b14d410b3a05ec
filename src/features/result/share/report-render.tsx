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
import { buildSrcDoc, sanitizeDesc } from '../components/description-view';
import { EnvelopeView } from '../components/envelope-view';
import { FailurePanel } from '../components/failure-panel';
import { ProductRecordView } from '../components/product-record';
import { descriptionFrame, escapeHtml, reportHtml, withoutRemoteSources } from './report-html';
import { sharedResult } from './shared-result';
import type { Strings } from './strings';

function renderToHtml(node: ReactNode): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(node));
  const html = host.innerHTML;
  root.unmount();
  return withoutRemoteSources(html);
}

/** The page's own CSS rules (same-origin stylesheets), so the report looks like the app. */
function pageCss(): string {
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

/** The self-contained HTML report of an answer (masked first). */
export function buildReport(original: LookupResult, keepClientIp: boolean, S: Strings): string {
  const result = sharedResult(original, keepClientIp);
  const R = S.report;
  const record = result.record;
  const lang = langTag(result.envelope?.language?.current_lang ?? result.request.params.lang);
  const { operation, id } = result.request.params;
  const sections: { heading: string; html: string }[] = [];
  if (result.failure) sections.push({ heading: R.failure, html: renderToHtml(<FailurePanel failure={result.failure} result={null} />) });
  sections.push({
    heading: R.record,
    html: record
      ? renderToHtml(record.operation === 'company' ? <CompanyRecordView record={record.value} lang={lang} /> : <ProductRecordView record={record.value} lang={lang} />)
      : `<p class="muted">${escapeHtml(R.noRecord)}</p>`,
  });
  const desc = record?.value.desc ?? '';
  sections.push({
    heading: R.description,
    html: desc.trim()
      ? `<p class="small muted">${escapeHtml(R.descriptionNote)}</p>${descriptionFrame(buildSrcDoc(withoutRemoteSources(sanitizeDesc(desc)), false, lang), `${R.description}: ${record?.value.title ?? ''}`)}`
      : `<p class="muted">${escapeHtml(R.noDescription)}</p>`,
  });
  sections.push({ heading: R.envelope, html: renderToHtml(<EnvelopeView result={result} />) });
  sections.push({ heading: R.raw, html: `<pre class="report__raw" translate="no">${escapeHtml(result.rawText)}</pre>` });
  return reportHtml({
    title: R.title(`${operation} ${id}`),
    lang: currentLocale() === 'zh' ? 'zh-CN' : 'en',
    note: R.generated(new Date().toISOString()),
    facts: [
      [R.request, `${result.request.method} ${result.request.displayUrl}`],
      [R.received, new Date(result.startedAt).toISOString()],
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

