// @vitest-environment happy-dom
// Answers paid for are kept, and offered before a new call (issue 22, DESIGN D14), moved from e2e/answers-kept.spec.ts
// (issue 35). Each test counts the item_get requests the app sends: a link, a reload, a view switch, Compare and a
// cancelled Run again never cost a call beyond the ones the person asked for. The whole app against the in-process
// gateway; "a link opened in this tab" is the app loaded again at that URL over the same storage and IndexedDB.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const history = () => screen.getByRole('region', { name: 'History' });
/** History's entries holding `text`, as Playwright's entries().filter({ hasText }). */
const entries = (text: string) =>
  within(history())
    .queryAllByRole('listitem')
    .filter((li) => (li.textContent ?? '').includes(text));
const compare = () => view('Compare two results');
/** The picked option's text, read from the options' own `selected` (happy-dom's selectedOptions can lag a re-render). */
const checkedText = (label: string) => [...(within(compare()).getByLabelText(label) as HTMLSelectElement).options].find((o) => o.selected)?.textContent ?? '';

describe('answers kept', () => {
  it('a link to a lookup History keeps (same environment and account) shows the stored answer and sends nothing', async () => {
    let app = await openApp();
    await app.usePlain();
    fireEvent.click(within(app.credentials()).getByRole('radio', { name: 'This tab' }));
    await app.run({ id: 'shop_1000002', lang: 'en' });
    await app.settled();
    const title = app.title() ?? '';
    // History has written the answer (the link below is opened once it is kept).
    await waitFor(() => expect(within(entries('shop_1000002')[0]!).getByRole('button', { name: /^Open the stored answer/ })).toBeTruthy(), { timeout: 15_000 });
    await idle();
    calls.length = 0;
    // Someone's link to the same lookup, opened in this tab.
    app = await openApp('/?op=company&item_id=shop_1000002&cache=yes&result_type=json&lang=en');
    await waitFor(() => expect(screen.getByTestId('stored-mark').textContent).toMatch(/received .* — stored answer/), { timeout: 15_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Look up again \(1 billed call; [\d,]+ left today\)$/ })).toBeTruthy());
    await waitFor(() => expect(app.title()).toBe(title));
    // A link to a lookup History does not keep waits, unsent.
    app = await openApp('/?op=company&item_id=shop_1000003&cache=yes&result_type=json&lang=en');
    await waitFor(() => expect(screen.getByTestId('lookup-waiting').textContent).toContain('company shop_1000003'));
    await idle();
    expect(calls).toEqual([]);
  });

  it('the 2 MB listing stays shown after a look at Batch: no request', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'edge-huge_1' });
    await app.settled(60_000);
    calls.length = 0;
    app.openView('Batch');
    await waitFor(() => view('Batch lookup'));
    app.openView('Lookup');
    await waitFor(() => expect(within(app.result()!).getByRole('heading', { name: /edge-huge_1/ })).toBeTruthy());
    expect(screen.queryByText('This answer is no longer in memory')).toBeNull();
    await idle();
    expect(calls).toEqual([]);
  }, 90_000);

  it('Compare offers both 2 MB answers (cn and en) and shows their diff: no request', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'edge-huge_1', lang: 'cn' });
    await app.settled(60_000);
    await app.run({ id: 'edge-huge_1', lang: 'en' });
    await app.settled(60_000);
    calls.length = 0;
    app.openView('Compare');
    await waitFor(() => expect(checkedText('Result A')).toContain('edge-huge_1 · lang cn'), { timeout: 20_000 });
    expect(checkedText('Result B')).toContain('edge-huge_1 · lang en');
    const section = (name: 'Envelope' | 'Record') => within(compare()).getByRole('region', { name });
    await waitFor(() => {
      const lang = within(section('Envelope'))
        .getAllByRole('row')
        .filter((r) => (r.textContent ?? '').includes('language.current_lang'));
      expect(lang[0]!.textContent).toContain('~ changed');
    }, { timeout: 20_000 });
    // Thousands of fields differ: the first 200 are drawn, the rest on request.
    const more = await waitFor(() => within(section('Record')).getByRole('button', { name: /^Show 1,000 more \([\d,]+ not shown\)$/ }));
    expect(section('Record').querySelectorAll('tr.diff-row')).toHaveLength(200);
    fireEvent.click(more);
    await waitFor(() => expect(section('Record').querySelectorAll('tr.diff-row')).toHaveLength(1200));
    // Swapped by hand, the pickers stay as picked once History has stored both (they fell back to the first answer).
    const pickA = within(compare()).getByLabelText('Result A') as HTMLSelectElement;
    const pickB = within(compare()).getByLabelText('Result B') as HTMLSelectElement;
    const optionOf = (select: HTMLSelectElement, text: string) => [...select.options].find((o) => (o.textContent ?? '').includes(text))!;
    fireEvent.change(pickA, { target: { value: optionOf(pickA, 'lang en').value } });
    fireEvent.change(pickB, { target: { value: optionOf(pickB, 'lang cn').value } });
    await idle();
    expect(checkedText('Result A')).toContain('edge-huge_1 · lang en');
    expect(checkedText('Result B')).toContain('edge-huge_1 · lang cn');
    expect(calls).toEqual([]);
  }, 120_000);

  it('Run again on a pinned entry, then Cancel: the pinned answer stays, the attempt is counted beside it', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'fault-delay-2' });
    await app.settled();
    const title = app.title() ?? '';
    const entry = () => entries('fault-delay-2')[0]!;
    fireEvent.click(await waitFor(() => within(entry()).getByRole('button', { name: /^Pin company/ }), { timeout: 15_000 }));
    await waitFor(() => expect(within(entry()).getByRole('button', { name: /^Pin company/ }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(entry()).getByRole('button', { name: 'Run again: company item_id=fault-delay-2' }));
    // The request leaves before Cancel (the browser's click on Cancel comes after the send, as here).
    await waitFor(() => expect(calls).toHaveLength(2));
    fireEvent.click(await waitFor(() => within(app.result()!).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(app.failure()?.getAttribute('data-kind')).toBe('cancelled'));
    await waitFor(() => expect(entry().textContent).toContain('×2'));
    expect(entry().querySelector('.badge')?.textContent).toBe('0000');
    fireEvent.click(within(entry()).getByRole('button', { name: /^Open the stored answer/ }));
    await waitFor(() => expect(app.title()).toBe(title));
    expect(calls).toHaveLength(2);
  });

  it('answers are kept per account: 4013 and 4016 from other accounts never replace the demo account’s answer', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    const title = app.title() ?? '';
    await app.usePlain('quota-exhausted', 'quota-exhausted-secret');
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.errorCode()).toContain('4013');
    await app.usePlain('no-balance', 'no-balance-secret');
    await app.run({ id: 'shop_1000000' });
    await app.settled();
    expect(app.errorCode()).toContain('4016');
    await waitFor(() => expect(entries('shop_1000000')).toHaveLength(3), { timeout: 15_000 });
    await waitFor(() => expect(entries('shop_1000000').map((e) => e.querySelector('.badge')?.textContent)).toEqual(['4016', '4013', '0000']));
    // Back with the demo account, the same lookup's entry shows its good answer, without a call.
    await app.usePlain(DEMO.key, DEMO.secret);
    const good = entries('shop_1000000').find((e) => e.querySelector('.badge')?.textContent === '0000')!;
    fireEvent.click(within(good).getByRole('button', { name: /^Open the stored answer/ }));
    await waitFor(() => expect(app.title()).toBe(title));
    expect(calls).toHaveLength(3);
  });

  it('Compare’s Run is recorded in History like any other send', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000004', lang: 'cn' });
    await app.settled();
    app.openView('Compare');
    await waitFor(() => compare());
    fireEvent.change(within(compare()).getByLabelText('lang', { exact: true }), { target: { value: 'ru' } });
    fireEvent.click(within(compare()).getByRole('button', { name: 'Run and compare' }));
    await waitFor(() => expect(checkedText('Result B')).toContain('shop_1000004 · lang ru'), { timeout: 15_000 });
    app.openView('Lookup');
    await waitFor(() => expect(entries('shop_1000004').filter((e) => (e.textContent ?? '').includes('json · ru'))).toHaveLength(1), { timeout: 15_000 });
    expect(calls).toHaveLength(2);
  });
});
