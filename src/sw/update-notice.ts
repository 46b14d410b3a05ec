// A new version waits for the person (issue 34): the page offers "A new version is ready — Reload" when a new build's
// worker is installed and waiting, and only that choice activates it; other open tabs keep running their build.
import { currentLocale } from '../i18n/locale';
import { en } from './strings';
import { zh } from './strings.zh';

/** The parts of a ServiceWorkerRegistration and of navigator.serviceWorker this needs (tests pass fakes). */
export interface UpdateRegistration {
  waiting: { postMessage(message: unknown): void } | null;
  installing: { state: string; addEventListener(type: 'statechange', fn: () => void): void } | null;
  addEventListener(type: 'updatefound', fn: () => void): void;
}
export interface UpdateContainer {
  controller: unknown;
  addEventListener(type: 'controllerchange', fn: () => void, options?: { once: boolean }): void;
}

/** Draws the plain notice (outside React: it must work whatever state the app is in) and returns it. */
export function showUpdateNotice(onReload: () => void, doc: Document = document): HTMLElement {
  const S = currentLocale() === 'zh' ? zh : en;
  const box = doc.createElement('div');
  box.className = 'notice notice--warn update-notice';
  box.setAttribute('role', 'status');
  box.setAttribute('data-testid', 'update-notice');
  Object.assign(box.style, { position: 'fixed', insetInlineEnd: '16px', bottom: '16px', zIndex: '1000', display: 'flex', gap: '8px', alignItems: 'center' });
  const text = doc.createElement('span');
  text.textContent = `${S.ready} —`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn--small';
  button.textContent = S.reload;
  button.setAttribute('aria-label', S.reloadName);
  button.addEventListener('click', () => {
    button.disabled = true;
    onReload();
  });
  box.append(text, button);
  doc.body.append(box);
  return box;
}

/**
 * Activates the waiting worker and reloads once it controls the page. When none waits (another tab chose Reload
 * first and this tab is already controlled by the new worker), the reload alone brings this tab to the new build.
 */
export function applyUpdate(reg: UpdateRegistration, container: UpdateContainer, reload: () => void): void {
  const waiting = reg.waiting;
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage('SKIP_WAITING');
}

/** Offers the update whenever a new worker waits while this page is controlled (a first install never waits). */
export function offerUpdate(reg: UpdateRegistration, container: UpdateContainer, show: (onReload: () => void) => unknown = showUpdateNotice, reload: () => void = () => window.location.reload()): void {
  let shown = false;
  const offer = () => {
    if (shown || !reg.waiting || !container.controller) return;
    shown = true;
    show(() => applyUpdate(reg, container, reload));
  };
  offer();
  reg.addEventListener('updatefound', () => {
    const worker = reg.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  });
}
