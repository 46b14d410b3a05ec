// Share an answer: a self-contained HTML report or an answer file Inspect opens again, both masked; or print.
import { useState } from 'react';
import type { LookupResult } from '../../../../api/types';
import { useStrings } from '../../../../i18n/locale';
import { downloadText } from '../../../../lib/download';
import { buildAnswerFile, buildReport, reportFileName } from '../report-render';
import { en } from '../strings';

export default function SharePanel({ result, onClose }: { result: LookupResult; onClose: () => void }) {
  const S = useStrings('share', en);
  const [keepClientIp, setKeepClientIp] = useState(false);
  return (
    <section className="share panel" aria-labelledby="share-heading">
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
      <div className="row row--wrap">
        <button type="button" className="btn btn--small" title={S.htmlHelp} onClick={() => downloadText(buildReport(result, keepClientIp, S), reportFileName(result, '-report.html'), 'text/html;charset=utf-8')}>
          {S.html}
        </button>
        <button type="button" className="btn btn--small" title={S.jsonHelp} onClick={() => downloadText(buildAnswerFile(result, keepClientIp), reportFileName(result, '.answer.json'), 'application/json')}>
          {S.json}
        </button>
        <button type="button" className="btn btn--small" onClick={() => window.print()}>
          {S.print}
        </button>
      </div>
    </section>
  );
}
