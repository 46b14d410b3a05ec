import { useStrings } from '../i18n/locale';
import { en } from './strings';

// Asks before a link may change where requests go (DESIGN D10; Swagger UI's ?url= advisories are the warning).
interface BaseUrlBannerProps {
  url: string;
  error: string | null;
  onUse: () => void;
  onIgnore: () => void;
}

export function BaseUrlBanner({ url, error, onUse, onIgnore }: BaseUrlBannerProps) {
  const S = useStrings('app', en).banner;
  return (
    <div className="banner" role="alertdialog" aria-labelledby="base-url-banner-text" aria-describedby="base-url-banner-hint">
      <p id="base-url-banner-text">
        {S.asks}{' '}
        <strong className="mono break" translate="no">
          {url}
        </strong>
        . {S.useIt}
      </p>
      <p id="base-url-banner-hint" className="small">
        {S.hint}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn--primary btn--small" onClick={onUse}>
          {S.use}
        </button>
        <button type="button" className="btn btn--small" onClick={onIgnore}>
          {S.ignore}
        </button>
      </div>
    </div>
  );
}
