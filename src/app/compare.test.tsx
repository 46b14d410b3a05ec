// @vitest-environment happy-dom
// Compare, moved from e2e/compare.spec.ts (issue 35): cn vs en of one listing as a structural diff (changed fields marked
// in text, unchanged ones folded, volatile ones out of the way), then the listing run again from the compare view. The
// browser keeps Compare's axe scan (e2e/axe.spec.ts); the diff is text and store state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, freshPage, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const compare = () => view('Compare two results');
const section = (name: 'Envelope' | 'Record') => within(compare()).getByRole('region', { name });
const rows = (el: HTMLElement, text: RegExp | string) =>
  within(el)
    .queryAllByRole('row')
    .filter((r) => (typeof text === 'string' ? (r.textContent ?? '').includes(text) : text.test(r.textContent ?? '')));
/** A row folded away: not drawn, or inside a closed <details>, as the browser hides it. */
const folded = (row: HTMLElement | undefined) => row === undefined || (row.closest('details') !== null && !row.closest('details')!.open);
const checkedText = (label: string) => (within(compare()).getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';

describe('compare', () => {
  it('cn vs en side by side: changed fields marked, unchanged folded; "run A again" with cache=no', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000001', lang: 'cn' });
    await app.settled();
    const cnTitle = app.title() ?? '';
    await app.run({ id: 'shop_1000001', lang: 'en' });
    await app.settled();
    const enTitle = app.title() ?? '';
    expect(enTitle).not.toBe(cnTitle);

    app.openView('Compare');
    await waitFor(() => expect((within(compare()).getByLabelText('Result A') as HTMLSelectElement).value).toMatch(/./));
    expect(checkedText('Result A')).toContain('shop_1000001 · lang cn');
    expect(checkedText('Result B')).toContain('shop_1000001 · lang en');
    // The pickers' options are places in a list: a query hash holds the key, and never reaches the page (D10).
    expect(compare().querySelectorAll(`option[value*="${DEMO.key}"]`)).toHaveLength(0);

    const envelope = await waitFor(() => section('Envelope'));
    const lang = rows(envelope, 'language.current_lang');
    expect(lang[0]!.textContent).toContain('~ changed');
    expect(lang[0]!.textContent).toContain('"cn"');
    expect(lang[0]!.textContent).toContain('"en"');
    expect(rows(envelope, 'translate_status')[0]!.textContent).toContain('changed');
    // Unchanged fields are folded away until asked for.
    const errorCodeRow = () => rows(envelope, /^= unchanged\s*error_code/)[0];
    expect(folded(errorCodeRow())).toBe(true);
    fireEvent.click(within(envelope).getByText(/^Show \d+ unchanged fields$/));
    await waitFor(() => expect(folded(errorCodeRow())).toBe(false));
    expect(errorCodeRow()).toBeDefined();

    // Fields that change on every call stay out of the way until asked for.
    const volatile = /^\S+ \w+\s*(secache|secache_time|secache_date|server_time|execution_time|server_memory|api_info|request_id)\b/;
    expect(envelope.textContent).toMatch(/volatile fields? hidden/);
    expect(rows(envelope, volatile)).toHaveLength(0);
    fireEvent.click(within(compare()).getByLabelText('Show volatile fields'));
    await waitFor(() => expect(rows(section('Envelope'), /execution_time/).length).toBeGreaterThan(0));
    fireEvent.click(within(compare()).getByLabelText('Show volatile fields'));
    await waitFor(() => expect(rows(section('Envelope'), volatile)).toHaveLength(0));

    const record = section('Record');
    const title = rows(record, /^~ changed\s*title/);
    expect(title[0]!.textContent).toContain(JSON.stringify(cnTitle));
    expect(title[0]!.textContent).toContain(JSON.stringify(enTitle));
    expect(rows(record, /^~ changed\s*num_iid/)).toHaveLength(0);

    // Run A (cn) again with cache=no: B becomes the new answer, and the cache fields differ from A's cached one.
    fireEvent.change(within(compare()).getByLabelText('cache'), { target: { value: 'no' } });
    fireEvent.click(within(compare()).getByRole('button', { name: 'Run and compare' }));
    await waitFor(() => expect(checkedText('Result B')).toContain('shop_1000001 · lang cn · cache no'));
    // The record is the same listing; only the description's tracking image carries the new fetch time (t=…).
    await waitFor(() => expect(within(section('Record')).getByTestId('diff-counts').textContent).toMatch(/^[01] changed · 0 added · 0 removed/));
    expect(rows(section('Record'), /^~ changed/).filter((r) => !/^~ changed\s*desc\b/.test(r.textContent ?? ''))).toHaveLength(0);
    expect(rows(section('Envelope'), 'language.current_lang')[0]!.textContent).toContain('= unchanged');
    expect(rows(section('Envelope'), /^~ changed\s*call_args\.cache/)[0]!.textContent).toContain('"no"');
    expect(screen.getByRole('region', { name: /^Compare two results/ })).toBe(compare());
  });
});
