// @vitest-environment happy-dom
// A new version waits for the person (issue 34): the notice appears only when a new worker waits while this page is
// controlled, and only its Reload activates the worker (SKIP_WAITING) and reloads, once the new worker controls the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerUpdate, showUpdateNotice, type UpdateContainer, type UpdateRegistration } from './update-notice';

type Listener = () => void;

function fakes(options: { waiting: boolean; controlled: boolean }) {
  const posted: unknown[] = [];
  const on: Record<string, Listener[]> = {};
  const listen = (type: string, fn: Listener) => void (on[type] ??= []).push(fn);
  const fire = (type: string) => (on[type] ?? []).splice(0).forEach((fn) => fn());
  const worker = { postMessage: (m: unknown) => posted.push(m) };
  const installing = { state: 'installing', addEventListener: (type: 'statechange', fn: Listener) => listen(`installing-${type}`, fn) };
  const reg: UpdateRegistration = { waiting: options.waiting ? worker : null, installing: null, addEventListener: (type, fn) => listen(type, fn) };
  const container: UpdateContainer = { controller: options.controlled ? {} : null, addEventListener: (type, fn) => listen(type, fn) };
  /** A new build's worker is found, installs and waits. */
  const install = () => {
    reg.installing = installing;
    fire('updatefound');
    installing.state = 'installed';
    reg.installing = null;
    reg.waiting = worker;
    fire('installing-statechange');
  };
  return { reg, container, posted, fire, install };
}

afterEach(() => document.body.replaceChildren());

describe('the update offer', () => {
  it('shows nothing on a first install (no page controlled yet, nothing waits)', () => {
    const f = fakes({ waiting: false, controlled: false });
    const show = vi.fn();
    offerUpdate(f.reg, f.container, show, vi.fn());
    f.install();
    expect(show).not.toHaveBeenCalled();
  });

  it.each([
    ['a worker already waiting at load', true],
    ['a worker that installs while the page is open', false],
  ])('offers %s once, and activates it only on Reload, reloading once it controls the page', (_name, waitingAtLoad) => {
    const f = fakes({ waiting: waitingAtLoad, controlled: true });
    const reload = vi.fn();
    offerUpdate(f.reg, f.container, (onReload) => showUpdateNotice(onReload), reload);
    if (!waitingAtLoad) f.install();
    const notice = document.querySelector('[data-testid="update-notice"]');
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toContain('A new version is ready');
    expect(document.querySelectorAll('[data-testid="update-notice"]')).toHaveLength(1);
    // Nothing happens by itself: the new worker waits.
    expect(f.posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    notice?.querySelector('button')?.click();
    expect(f.posted).toEqual(['SKIP_WAITING']);
    expect(reload).not.toHaveBeenCalled();
    f.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another tab’s switch does not reload this one; its Reload then just reloads', () => {
    const f = fakes({ waiting: true, controlled: true });
    const reload = vi.fn();
    offerUpdate(f.reg, f.container, (onReload) => showUpdateNotice(onReload), reload);
    // Another tab chose Reload: the worker is active now, none waits, this page's controller changed.
    f.reg.waiting = null;
    f.fire('controllerchange');
    expect(reload).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>('[data-testid="update-notice"] button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(f.posted).toEqual([]);
  });
});
