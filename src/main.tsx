// Browser entry point: global styles, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/base.css';
import './styles/components.css';
import { App } from './app/app';
import { loadEngine } from './app/submission';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Start fetching the query engine at once: it is needed as soon as the user submits, but not for the first paint.
void loadEngine();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
