// Share an answer: a self-contained HTML report or an answer file Inspect opens again, both masked; or print. Hand it off
// as a .http file, a Postman collection and environment, or OpenAPI 3.1. Everything leaves through leaveBrowser: the
// exact text is scanned for every credential of this tab first, and "What leaves this browser" says the verdict.
import { useMemo, useRef, useState } from 'react';
import { handoffRequest, fileStem } from '../../../../api/handoff/handoff-request';
import { httpFile } from '../../../../api/handoff/http-file';
import { openApiFile } from '../../../../api/handoff/openapi';
import { postmanCollection, postmanEnvironment } from '../../../../api/handoff/postman';
import type { LookupResult } from '../../../../api/types';
import { LeaveReport } from '../../../../components/leave/leave-report';
import { en as leaveEn } from '../../../../components/leave/strings';
import { useStrings } from '../../../../i18n/locale';
import { leaveBrowser, type LeaveOutcome, type Leaving } from '../../../../queries/outgoing';
import { buildAnswerFile, buildReport, defaultReportTitle, reportFileName } from '../report-render';
import { en } from '../strings';
import { keyOfAccount } from '../../../../api/credential-identity';

type Target = keyof typeof leaveEn.target;

/** What a print of this answer shows: the result region (the print layout hides everything else), as text. */
function printedText(panel: HTMLElement | null): string {
  const region = panel?.closest('section.result') ?? document.body;
  return region instanceof HTMLElement ? region.innerText : '';
}

/** `allowRemote`: "Load images" was chosen for this answer, so the report may embed remote pictures the page can read. */
export default function SharePanel({ result, allowRemote, onClose }: { result: LookupResult; allowRemote: boolean; onClose: () => void }) {
  const S = useStrings('share', en);
  const L = useStrings('leave', leaveEn);
  const [keepClientIp, setKeepClientIp] = useState(false);
  const [reportTitle, setReportTitle] = useState(() => defaultReportTitle(result, S));
  const [vendor, setVendor] = useState('');
  const [includeRaw, setIncludeRaw] = useState(false);
  const [making, setMaking] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const [last, setLast] = useState<{ target: Target; outcome: LeaveOutcome } | null>(null);
  const request = useMemo(() => handoffRequest(result.request), [result.request]);
  // The answer's account as well as every credential held now: a stored answer may come from another one.
  const keys = useMemo(() => [keyOfAccount(result.request.account)].filter((k): k is string => k !== null), [result.request.account]);

  async function leave(target: Target, make: () => Leaving | Promise<Leaving>) {
    setMaking(true);
    try {
      setLast({ target, outcome: await leaveBrowser(await make(), { keys }) });
    } finally {
      setMaking(false);
    }
  }
  const file = (text: string, fileName: string, type: string): Leaving => ({ kind: 'file', text, fileName, type });
  const ops = { company: request.params.operation === 'company' ? request.apiType : 'company', product: request.params.operation === 'product' ? request.apiType : 'product' };

  const handoffMasked = [L.maskedItem.variables];
  const shareMasked = [L.maskedItem.secret, L.maskedItem.key, ...(keepClientIp ? [] : [L.maskedItem.clientIp]), L.maskedItem.headers];
  const isHandoff = last !== null && ['http', 'postman', 'postmanEnv', 'openapi'].includes(last.target);

  return (
    <section ref={panel} className="share panel" aria-labelledby="share-heading">
      <div className="panel__head">
        <h3 id="share-heading">{S.heading}</h3>
        <button type="button" className="btn btn--small btn--ghost" onClick={onClose}>
          {S.close}
        </button>
      </div>
      <p className="small muted">{S.intro}</p>
      <label className="check small">
        <input type="checkbox" checked={keepClientIp} onChange={(e) => setKeepClientIp(e.target.checked)} />
        {S.keepClientIp}
      </label>
      <div className="share__report">
        <label className="field small">
          <span className="field__label">{S.reportTitle}</span>
          <input type="text" className="input" value={reportTitle} maxLength={200} onChange={(e) => setReportTitle(e.target.value)} />
        </label>
        <label className="field small">
          <span className="field__label">{S.vendor}</span>
          <input type="text" className="input" value={vendor} maxLength={200} autoComplete="organization" onChange={(e) => setVendor(e.target.value)} />
        </label>
        <label className="check small">
          <input type="checkbox" checked={includeRaw} onChange={(e) => setIncludeRaw(e.target.checked)} />
          {S.includeRaw}
        </label>
      </div>
      <div className="row row--wrap">
        <button
          type="button"
          className="btn btn--small"
          title={S.htmlHelp}
          disabled={making}
          onClick={() =>
            void leave('report', async () => file(await buildReport(result, { keepClientIp, title: reportTitle, vendor, includeRaw, allowRemote }, S), reportFileName(result, '-report.html'), 'text/html;charset=utf-8'))
          }
        >
          {making ? S.making : S.html}
        </button>
        <button type="button" className="btn btn--small" title={S.jsonHelp} onClick={() => void leave('answerFile', () => file(buildAnswerFile(result, keepClientIp), reportFileName(result, '.answer.json'), 'application/json'))}>
          {S.json}
        </button>
        <button type="button" className="btn btn--small" onClick={() => void leave('print', () => ({ kind: 'print', text: printedText(panel.current) }))}>
          {S.print}
        </button>
      </div>
      <h4 className="share__subheading">{S.handoff.heading}</h4>
      <p className="small muted">{S.handoff.intro}</p>
      <div className="row row--wrap" role="group" aria-label={S.handoff.heading}>
        <button type="button" className="btn btn--small" title={S.handoff.httpHelp} onClick={() => void leave('http', () => file(httpFile([request]), `${fileStem(request)}.http`, 'text/plain;charset=utf-8'))}>
          {S.handoff.http}
        </button>
        <button type="button" className="btn btn--small" title={S.handoff.postmanHelp} onClick={() => void leave('postman', () => file(postmanCollection([request]), `${fileStem(request)}.postman_collection.json`, 'application/json'))}>
          {S.handoff.postman}
        </button>
        <button type="button" className="btn btn--small" title={S.handoff.postmanEnvHelp} onClick={() => void leave('postmanEnv', () => file(postmanEnvironment([request]), 'listing-explorer.postman_environment.json', 'application/json'))}>
          {S.handoff.postmanEnv}
        </button>
        <button
          type="button"
          className="btn btn--small"
          title={S.handoff.openapiHelp}
          onClick={() => void leave('openapi', () => file(openApiFile({ baseUrl: request.baseUrl, companyApiType: ops.company, productApiType: ops.product }), 'listing-explorer.openapi.json', 'application/json'))}
        >
          {S.handoff.openapi}
        </button>
      </div>
      <LeaveReport what={last ? L.target[last.target] : ''} masked={last === null ? [...shareMasked, ...handoffMasked] : isHandoff ? handoffMasked : shareMasked} outcome={last?.outcome ?? null} />
    </section>
  );
}
