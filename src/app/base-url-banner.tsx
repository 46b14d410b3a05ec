// Asks before a link may change where requests go (DESIGN D10; Swagger UI's ?url= advisories are the warning).
interface BaseUrlBannerProps {
  url: string;
  error: string | null;
  onUse: () => void;
  onIgnore: () => void;
}

export function BaseUrlBanner({ url, error, onUse, onIgnore }: BaseUrlBannerProps) {
  return (
    <div className="banner" role="alertdialog" aria-labelledby="base-url-banner-text" aria-describedby="base-url-banner-hint">
      <p id="base-url-banner-text">
        This link asks to use base URL <strong className="mono break">{url}</strong>. Use it?
      </p>
      <p id="base-url-banner-hint" className="small">
        Requests (with your key and secret) would go there. Only accept links you trust.
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" className="btn btn--primary btn--small" onClick={onUse}>
          Use this base URL
        </button>
        <button type="button" className="btn btn--small" onClick={onIgnore}>
          Ignore
        </button>
      </div>
    </div>
  );
}
