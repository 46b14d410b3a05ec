// Browser entry point: global styles, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/components.css';
import { App, preloadLookupForm } from './app/app';
import { AppProvider } from './app/provider';
import { preloadLookupView, warmLookupView } from './app/main-views';
import { lookupKeys, preloadLookup } from './queries/lookup';
import { queryClient } from './queries/query-client';
import { whenIdle } from './lib/idle';
import { initialLocale, registerChinese, setLocale, warmFormatters } from './i18n/locale';
import { applyTheme, storedTheme } from './app/theme';

registerChinese(() => import('./app/zh-catalogs').then((m) => m.zh));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Fetch what the first lookup needs (the form's schema, the API module, parsers) right away, so nothing waits on a chunk
// after the click; it is not needed for the first paint.
void preloadLookupForm();
void preloadLookup();
preloadLookupView();
// Locale data for numbers and times, loaded while the page is idle rather than by the first answer's render.
whenIdle(warmFormatters);
// The first answer's rendering too, with a built-in sample and no call, unless a lookup was sent before the page idled.
whenIdle(() => warmLookupView(() => queryClient.getQueryCache().findAll({ queryKey: lookupKeys.all }).length === 0));
applyTheme(storedTheme());
const rootElement = root;
function render() {
  createRoot(rootElement).render(
    <StrictMode>
      <AppProvider>
        <App />
      </AppProvider>
    </StrictMode>,
  );
}
// A remembered Chinese interface waits for its catalog (one small chunk) so the first paint is already Chinese;
// if it cannot load, the page still starts, in English.
if (initialLocale() === 'zh') void setLocale('zh', false).catch(() => undefined).finally(render);
else render();
