// Browser entry point: global styles, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/components.css';
import { App } from './app/app';
import { loadEngine } from './app/submission';
import { initialLocale, setLocale } from './i18n/locale';
import { applyTheme, storedTheme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Start fetching the query engine at once: it is needed as soon as the user submits, but not for the first paint.
void loadEngine();
applyTheme(storedTheme());
const rootElement = root;
function render() {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
// A remembered Chinese interface waits for its catalog (one small chunk) so the first paint is already Chinese;
// if it cannot load, the page still starts, in English.
if (initialLocale() === 'zh') void setLocale('zh', false).catch(() => undefined).finally(render);
else render();
