import { baseUrlMessage, en as baseUrlEn } from '../api/base-url-strings';
import { validateBaseUrl } from '../api/request';
import { useStrings } from '../i18n/locale';
import { en } from './strings';

// Asks before a link may change where requests go (DESIGN D10; Swagger UI's ?url= advisories are the warning).
// It names the origin the browser would really call, never the text as the link wrote it: "/\host" reads like a
// path on this site but is another host.
interface BaseUrlBannerProps {
  url: string;
  error: string | null;
  onUse: () => void;
  onIgnore: () => void;
}

export function BaseUrlBanner({ url, error, onUse, onIgnore }: BaseUrlBannerProps) {
  const S = useStrings('app', en).banner;
  const baseUrlS = useStrings('baseUrl', baseUrlEn);
  const checked = validateBaseUrl(url);
  const problem = error ?? (checked.ok ? null : baseUrlMessage(checked.problem, baseUrlS));
  return (
    <div className="banner" role="alertdialog" aria-labelledby="base-url-banner-text" aria-describedby="base-url-banner-hint">
      <p id="base-url-banner-text">
        {S.asks}{' '}
        <strong className="mono break" translate="no">
          {checked.ok ? checked.url : url}
        </strong>
        . {checked.ok && S.useIt}
      </p>
      {checked.ok && (
        <p>
          {S.goesTo}{' '}
          <strong className="mono break" translate="no" data-testid="base-url-banner-origin">
            {checked.origin}
          </strong>
        </p>
      )}
      <p id="base-url-banner-hint" className="small">
        {S.hint}
      </p>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn--primary btn--small" onClick={onUse} disabled={!checked.ok}>
          {S.use}
        </button>
        <button type="button" className="btn btn--small" onClick={onIgnore}>
          {S.ignore}
        </button>
      </div>
    </div>
  );
}
