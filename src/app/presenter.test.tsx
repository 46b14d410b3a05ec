// @vitest-environment happy-dom
// Presenter masking, moved from e2e/presenter.spec.ts (issue 35): no key in the page when the service's own reason text
// carries it, in any tab or fold; the sample secret only for the reference gateway, never in presenter mode. What fits a
// phone or a projector (boxes, type sizes) stays in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answered, APP_ORIGIN, freshPage, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const presenterOn = () => expect(document.querySelector('.app')!.className).toMatch(/app--presenter/);

describe('presenter masking', () => {
  it('a 4016 whose reason carries the key shows no key in presenter mode, in any tab or fold', async () => {
    const key = 'no-balance';
    const app = await openApp();
    await app.usePlain(key, `${key}-secret`);
    fireEvent.click(screen.getByRole('button', { name: 'Presenter mode' }));
    await waitFor(presenterOn);

    await app.run({ id: 'shop_1000000', cache: 'no' });
    await app.settled();
    // The gateway words it as the real service does: the key is in the reason as received (the same call, read again here).
    expect(answered).toHaveLength(1);
    const body = await (await fetch(answered[0]!)).text();
    expect(body).toContain(`Key[${key}]`);
    expect(app.errorCode()).toContain('4016');

    const shown = () => document.body.textContent ?? '';
    expect(shown()).not.toContain(key);
    // Unfolded raw details, then every tab.
    for (const summary of app.failure()!.querySelectorAll('summary')) fireEvent.click(summary);
    expect(shown()).not.toContain(key);
    for (const tab of ['Raw', 'Envelope', 'Record', 'Description'] as const) {
      await app.openTab(tab);
      expect(shown(), tab).not.toContain(key);
    }
    // Not even in what is out of sight: attributes and titles too.
    expect(document.body.innerHTML).not.toContain(key);
  });

  it('the sample secret is shown only for the reference gateway, and never in presenter mode', async () => {
    const app = await openApp();
    const hint = () => screen.getByTestId('empty-hint').textContent ?? '';
    // The reference gateway lists its sample account in its catalog: the first screen names it.
    await waitFor(() => expect(hint()).toContain('key demo, secret demo-secret-2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Presenter mode' }));
    await waitFor(presenterOn);
    await waitFor(() => expect(hint()).toMatch(/^Enter your API key and secret under Credentials/));
    expect(document.body.textContent).not.toContain('demo-secret-2026');
    // Left from the note under the header.
    fireEvent.click(screen.getByRole('button', { name: 'Leave presenter mode' }));
    await waitFor(() => expect(hint()).toContain('demo-secret-2026'));
    // Another gateway (here one with no catalog, as a real one): no sample secret on its first screen.
    const dialog = await app.openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New environment' }));
    fireEvent.change(within(dialog).getByLabelText('Environment name'), { target: { value: 'Real' } });
    fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: `${APP_ORIGIN}/no-gateway-here` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.header().select.selectedOptions[0]?.textContent).toBe('Real'));
    await waitFor(() => expect(hint()).toMatch(/^Enter your API key and secret under Credentials/));
    expect(document.body.textContent).not.toContain('demo-secret-2026');
  });
});
