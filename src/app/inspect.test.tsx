// @vitest-environment happy-dom
// Inspect, moved from e2e/inspect.spec.ts (issue 35): bodies fetched from the in-process gateway, pasted into Body, give
// the record the lookup gives, and a body behind a PHP warning says what was around it; nothing is sent to the gateway.
// The raw view's tree with hover and the real clipboard stays in the browser.
import { execFileSync } from 'node:child_process';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_ORIGIN, type App, calls, DEMO, freshPage, openApp, requests, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

const FORMATS = ['json', 'jsonu', 'xml', 'serialize', 'var_export'] as const;

/** A body as the gateway answers it (fetched here, before the page is watched, as the spec's request fixture did). */
async function body(id: string, resultType: string, family = 'company', idParam = 'item_id'): Promise<string> {
  const response = await fetch(`${APP_ORIGIN}/gateway/${family}/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&${idParam}=${id}&result_type=${resultType}&lang=cn`);
  expect(response.ok).toBe(true);
  return response.text();
}

/** PHP's own print_r of a JSON body, as a PHP backend would log it. */
function printR(json: string): string {
  return execFileSync(process.env.PHP_PATH ?? 'php', ['-r', 'print_r(json_decode(stream_get_contents(STDIN), true));'], { input: json, encoding: 'utf8' });
}

/** Every request the page sent to the gateway since `from` (the record's own pictures load as for any record, D11). */
const gatewayRequests = (from: number) =>
  requests.slice(from).filter((u) => {
    const path = new URL(u).pathname;
    return path.startsWith('/gateway') && !path.startsWith('/gateway/_img/');
  });

const tabpanel = (app: App) => within(app.result()!).getByRole('tabpanel');

async function openInspect(app: App): Promise<HTMLElement> {
  app.openView('Inspect');
  return waitFor(() => view('Inspect a body'));
}
const paste = (inspect: HTMLElement, text: string) => fireEvent.change(within(inspect).getByRole('textbox', { name: 'Body' }), { target: { value: text } });
const status = (inspect: HTMLElement) => within(inspect).getByTestId('inspect-format').textContent ?? '';

describe('Inspect (moved from e2e/inspect.spec.ts)', () => {
  it('every format and a print_r dump pasted into Body give the record a lookup gives, with nothing sent', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000001' });
    await app.settled();
    const looked = tabpanel(app).textContent ?? '';
    expect(looked).toContain(app.title());

    const bodies: [string, string][] = [];
    for (const t of FORMATS) bodies.push([t, await body('shop_1000001', t)]);
    bodies.push(['print_r', printR(await body('shop_1000001', 'json'))]);

    const inspect = await openInspect(app);
    const from = requests.length;
    const sentBefore = calls.length;
    for (const [format, text] of bodies) {
      paste(inspect, text);
      await waitFor(() => expect(status(inspect), format).toContain(`Read as ${format}`));
      await waitFor(() => expect(app.title(), format).toBeTruthy());
      await waitFor(() => expect(tabpanel(app).textContent, format).toBe(looked));
    }
    // The print_r reading says what that format could not carry.
    await waitFor(() => within(app.result()!).getByRole('tab', { name: 'Envelope' }));
    await app.openTab('Envelope');
    await waitFor(() => expect(within(app.result()!).getByRole('table', { name: 'Deviations from the specification' }).textContent).toContain('print_r dump'));
    expect(gatewayRequests(from)).toEqual([]);
    expect(calls).toHaveLength(sentBefore);
  });

  it('a body behind a PHP warning shows its envelope and says how much other text was around it', async () => {
    const json = await body('600000000001', 'json', 'product', 'num_iid');
    const app = await openApp();
    const inspect = await openInspect(app);
    const from = requests.length;
    const warning = '<br />\n<b>Warning</b>:  Undefined array key "lang" in <b>/var/www/api/item_get.php</b> on line <b>12</b><br />\n';
    paste(inspect, `${warning}${json}}`);
    await waitFor(() => expect(status(inspect)).toContain('Read as json'));
    await waitFor(() => expect(app.title()).toBeTruthy());
    // No call was made: the header says what this is, not "no response · 0 ms".
    await waitFor(() => expect(app.result()?.querySelector('.result__meta')?.textContent).toMatch(/^pasted body, no call · [\d.]+ KB/));
    await waitFor(() => within(app.result()!).getByRole('tab', { name: 'Envelope' }));
    await app.openTab('Envelope');
    await waitFor(() => expect(app.errorCode()).toContain('0000'));
    expect(within(app.result()!).getByRole('table', { name: 'Deviations from the specification' }).textContent).toContain(`${warning.trim().length} characters of other text before and 1 character after`);

    // A body that does not parse says where and why.
    paste(inspect, json.slice(0, 200));
    await waitFor(() => expect(app.failure()?.textContent).toMatch(/not valid JSON/));
    expect(app.failure()!.textContent).toMatch(/Parsing stopped at character/i);
    expect(gatewayRequests(from)).toEqual([]);
  });
});
