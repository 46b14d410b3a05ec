// The page header: which environment, gateway and account requests use, the interface language and theme, presenter mode, help and settings.
import { useState, type ReactNode } from 'react';
import { LOCALES, setLocale, useLocale, useStrings, type Locale } from '../i18n/locale';
import { useSessionCallsSent } from '../queries/session-calls';
import { setStoredAnswersOnly, useStoredAnswersOnly } from '../queries/stored-only';
import { en } from './strings';
import { THEMES, useTheme, type Theme } from './theme';

interface HeaderProps {
  /** Which environment, gateway and account (environment-bar.tsx). */
  environment: ReactNode;
  /** The active environment's colour: the header's top edge. */
  colour: string;
  presenter: boolean;
  onPresenter: () => void;
  onHelp: () => void;
  onSettings: () => void;
  /** Opens the Network panel (issue 24). */
  onNetwork: () => void;
}

// Each choice waits for its catalog; only the newest one may apply, so a quick en → zh → en ends in English.
let localeRequest = 0;

export function Header({ environment, colour, presenter, onPresenter, onHelp, onSettings, onNetwork }: HeaderProps) {
  const S = useStrings('app', en);
  const locale = useLocale();
  const [theme, setTheme] = useTheme();
  const [localeError, setLocaleError] = useState(false);
  const storedOnly = useStoredAnswersOnly();
  const callsSent = useSessionCallsSent();

  function chooseLocale(next: Locale) {
    setLocaleError(false);
    const mine = ++localeRequest;
    setLocale(next, true, () => mine === localeRequest).catch(() => {
      if (mine === localeRequest) setLocaleError(true);
    });
  }

  return (
    <>
      <header className="app__header" data-env-colour={colour}>
        <div className="app__brand">
          <svg className="app__logo" viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
            <rect x="3" y="4" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M7 9h10M7 13h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h1>{S.title}</h1>
        </div>
        {environment}
        <div className="app__tools">
          {/* The switch with what this tab has spent under it: one group, stacked, so the header keeps to one row. */}
          <div className="app__demo">
            {/* A switch, not a checkbox: it takes effect at once, for every sender (the send path reads it). */}
            <button
              type="button"
              role="switch"
              aria-checked={storedOnly}
              className={storedOnly ? 'btn btn--small stored-only is-on' : 'btn btn--small stored-only'}
              title={S.storedOnly.hint}
              onClick={() => setStoredAnswersOnly(!storedOnly)}
            >
              <span className="stored-only__track" aria-hidden="true">
                <span className="stored-only__thumb" />
              </span>
              {S.storedOnly.label}
            </button>
            <span className="app__calls small muted" data-testid="session-calls">
              {S.storedOnly.calls(callsSent)}
            </span>
          </div>
          <label className="visually-hidden" htmlFor="app-language">
            {S.language}
          </label>
          <select id="app-language" className="input input--compact" value={locale} onChange={(e) => chooseLocale(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : 'en'}>
                {S.languageName[l]}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="app-theme">
            {S.theme}
          </label>
          <select id="app-theme" className="input input--compact" value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            {THEMES.map((t) => (
              <option key={t} value={t}>
                {S.themeName[t]}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--small" aria-pressed={presenter} onClick={onPresenter} aria-keyshortcuts="P">
            {S.presenter.toggle}
          </button>
          <button type="button" className="btn btn--small" onClick={onHelp} aria-label={S.shortcuts.open} title={S.shortcuts.open} aria-keyshortcuts="?">
            ?
          </button>
          <button type="button" className="btn btn--small" onClick={onNetwork} aria-haspopup="dialog">
            {S.network}
          </button>
          <button type="button" className="btn btn--small" onClick={onSettings}>
            {S.settings}
          </button>
        </div>
      </header>
      {localeError && (
        <p className="banner" role="alert">
          {S.languageFailed}
        </p>
      )}
    </>
  );
}
