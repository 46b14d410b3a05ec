// @vitest-environment happy-dom
// One authority for every call (DESIGN D14), moved from e2e/authority.spec.ts (issue 35): a call leaves only with the
// environment and the credentials it was asked with, to that environment's gateway. The whole app against the
// in-process gateway under two origins (the harness's `http://staging.test` stands for production), every item_get
// counted by the origin the app asked for (fault-delay-2 for fault-delay-6: only the wait differs). The redeploy tests (chunks gone, the service worker) stay in the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type App, APP_ORIGIN, calls, DEMO, failed, freshPage, openApp, OTHER_ORIGIN, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

function pick(app: App, label: string): void {
  const option = [...app.header().select.options].find((o) => o.textContent === label)!;
  fireEvent.change(app.header().select, { target: { value: option.value } });
}

describe('one authority (moved from e2e/authority.spec.ts)', () => {
  it('two environments, one key, two secrets: a switch mid-call stops it, and neither secret goes to the other gateway', async () => {
    const local = new URL(APP_ORIGIN);
    const productionUrl = `${OTHER_ORIGIN}/gateway`;
    const PRODUCTION_SECRET = 'PRODUCTION-secret';
    const app = await openApp();
    const dialog = await app.openSettings();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New environment' }));
    fireEvent.change(within(dialog).getByLabelText('Environment name'), { target: { value: 'Production' } });
    fireEvent.change(within(dialog).getByLabelText('Base URL'), { target: { value: productionUrl } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await app.usePlain(DEMO.key, PRODUCTION_SECRET);
    pick(app, 'Local gateway');
    await waitFor(() => expect(app.header().select.selectedOptions[0]?.textContent).toBe('Local gateway'));
    await app.usePlain();

    await app.run({ id: 'fault-delay-2', cache: 'no' });
    await app.lookingUp();
    await waitFor(() => expect(calls).toHaveLength(1));
    const leftAt = Date.now();
    pick(app, 'Production');
    // The local call is aborted; nothing is sent by the switch itself.
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).host).toBe(local.host);
    expect(new URL(calls[0]!).searchParams.get('secret')).toBe(DEMO.secret);

    // Look up in Production: one call, to production's gateway, with production's secret.
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(calls).toHaveLength(2);
    const production = new URL(calls[1]!);
    expect(production.host).toBe(new URL(productionUrl).host);
    expect(production.searchParams.get('secret')).toBe(PRODUCTION_SECRET);
    const byHost = (host: string) => calls.filter((u) => new URL(u).host === host);
    expect(byHost(local.host).every((u) => !u.includes(PRODUCTION_SECRET))).toBe(true);
    expect(byHost(new URL(productionUrl).host).every((u) => !u.includes(DEMO.secret))).toBe(true);
    // The aborted request runs on at the gateway (the harness only stops reading it): let it end before the gateway
    // closes, so its connection is not cut mid-answer.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, leftAt + 2_300 - Date.now())));
  });
});
