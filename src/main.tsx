// Browser entry point: global styles, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/components.css';
import { App } from './app/app';
import { AppProvider } from './app/provider';
import { initialLocale, registerChinese, setLocale } from './i18n/locale';
import { applyTheme, storedTheme } from './app/theme';
import { startPerf } from './perf/index';
import { registerOfflineShell } from './sw/register';
import { keepResourceTimings } from './features/network/network-buffer';

registerChinese(() => import('./app/zh-catalogs').then((m) => m.zh));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
startPerf();
// Every request this session, for the Network panel (the browser keeps only 250 by default).
keepResourceTimings();
registerOfflineShell();
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
