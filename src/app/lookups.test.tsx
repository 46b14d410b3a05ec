// @vitest-environment happy-dom
// A person's session of lookups, moved from e2e/lookups.spec.ts (issue 35): every result_type of a company shows the same
// record and the raw body in that format; every lang of a product is translated; billing rules edited in Settings
// (moved from e2e/billing-rules.spec.ts) change the sentence under the answer at once, survive a reload, reset, and
// never send a lookup.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, freshPage, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('lookups (moved from e2e/lookups.spec.ts)', () => {
  it('a company lookup shows the same title in every result_type, and the raw body in that format', async () => {
    const app = await openApp();
    expect(screen.getByText('Look up a listing')).toBeTruthy();
    await app.usePlain();

    const titles: string[] = [];
    const formats = [
      { resultType: 'json', looksLike: /^\{"item":/ },
      { resultType: 'jsonu', looksLike: /^\{"item":/ },
      { resultType: 'xml', looksLike: /^<\?xml|^<response/ },
      { resultType: 'serialize', looksLike: /^a:\d+:\{/ },
      { resultType: 'var_export', looksLike: /^array \(/ },
    ] as const;
    for (const { resultType, looksLike } of formats) {
      await app.run({ id: 'shop_1000000', resultType });
      await app.settled();
      await app.openTab('Record');
      expect(app.title()).toBeTruthy();
      titles.push(app.title() ?? '');
      await app.openTab('Raw');
      await waitFor(() => expect(screen.getByTestId('raw-result-type').textContent).toBe(resultType));
      await waitFor(() => expect(screen.getByTestId('raw-body').textContent).toMatch(looksLike));
      // The request URL shown never carries the secret.
      expect(screen.getByTestId('request-url').textContent).not.toContain('demo-secret-2026');
    }
    // Five formats, one record: every title is the same Chinese text.
    expect(new Set(titles).size).toBe(1);
    expect(titles[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(window.location.search).toMatch(/op=company&item_id=shop_1000000&cache=yes&result_type=var_export&lang=cn/);
  });

  it('a product lookup in each lang shows translated text and the translation state', async () => {
    const app = await openApp();
    await app.usePlain();
    const scripts = { cn: /[\u4e00-\u9fff]/, en: /^[\x20-\x7e]+$/, ru: /[\u0400-\u04ff]/ } as const;
    for (const lang of ['cn', 'en', 'ru'] as const) {
      await app.run({ operation: 'product', id: '600000000000', lang });
      await app.settled();
      await app.openTab('Record');
      expect(app.title()).toMatch(scripts[lang]);
      expect(within(app.result()!).getByRole('article').getAttribute('lang')).toBe(lang === 'cn' ? 'zh-CN' : lang);
      await app.openTab('Envelope');
      await waitFor(() => expect(screen.getByTestId('current-lang').textContent).toBe(lang));
      expect(app.errorCode()).toContain('0000');
    }
  });
});

const EDITED = " (This environment's billing rules, set in Settings.)";

describe('billing rules (moved from e2e/billing-rules.spec.ts)', () => {
  it("an edited billing rule changes the answer's sentence at once, survives a reload, and Reset restores the defaults", async () => {
    let app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    await app.openTab('Envelope');
    const sentence = () => screen.getByTestId('billing').textContent;
    await waitFor(() => expect(sentence()).toBe('This answer is billed: 1 call.'));

    // Answers are not billed in this environment: the sentence under the answer on screen follows on Save.
    let dialog = await app.openSettings();
    let billing = within(dialog).getByRole('group', { name: 'Billing' });
    expect(within(billing).getByTestId('settings-billing-state').textContent).toBe("The specification's defaults.");
    fireEvent.change(within(billing).getByLabelText('Answer (success)'), { target: { value: 'free' } });
    await waitFor(() => expect(within(billing).getByTestId('settings-billing-state').textContent).toBe("This environment's own rules (kept in this browser)."));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await waitFor(() => expect(sentence()).toBe(`Not billed: answered calls (0000) are free.${EDITED}`));
    expect(calls).toHaveLength(1);

    // A reload keeps the rule; rate-limited calls are made billable too.
    app = await openApp();
    dialog = await app.openSettings();
    billing = within(dialog).getByRole('group', { name: 'Billing' });
    expect((within(billing).getByLabelText('Answer (success)') as HTMLSelectElement).value).toBe('free');
    const rateLimited = within(billing).getByLabelText('Rate limited, automatic retries included') as HTMLSelectElement;
    const billed = [...rateLimited.options].find((o) => o.textContent === 'Billed (1 call)')!;
    fireEvent.change(rateLimited, { target: { value: billed.value } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
    await app.usePlain();
    await app.run({ id: 'fault-storm-2' });
    await app.settled();
    expect(screen.getByTestId('auto-retries').textContent).toBe('2 automatic retries after 4008 (billed: 2 more calls)');
    await app.openTab('Envelope');
    await waitFor(() => expect(sentence()).toBe(`Not billed: answered calls (0000) are free.${EDITED}`));

    // Reset to the specification's defaults: both sentences go back.
    dialog = await app.openSettings();
    billing = within(dialog).getByRole('group', { name: 'Billing' });
    fireEvent.click(within(billing).getByRole('button', { name: "Reset to the specification's defaults" }));
    await waitFor(() => expect((within(billing).getByLabelText('Answer (success)') as HTMLSelectElement).value).toBe('billed'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentence()).toBe('This answer is billed: 1 call.'));
    expect(screen.getByTestId('auto-retries').textContent).toBe('2 automatic retries after 4008 (not billed)');
    // One call, then three for the storm (two 4008s and the answer): Settings sent none.
    expect(calls).toHaveLength(4);
  });
});
