// @vitest-environment happy-dom
// Paste a request's notices (issue 38): the notice is brought into view where the paste happened, and the notice that
// the pasted secret is now this tab's credentials goes when those credentials are forgotten. Nothing is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN, calls, DEMO, freshPage, idle, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());
afterEach(() => vi.restoreAllMocks());

const CURL = `curl -i "${APP_ORIGIN}/gateway/product/item_get/?key=${DEMO.key}&secret=${DEMO.secret}&num_iid=600000000001&lang=en"`;

async function pasteInPanel(text: string): Promise<void> {
  const lookup = screen.getByRole('region', { name: 'Lookup' });
  fireEvent.click(within(lookup).getByRole('button', { name: 'Paste a request' }));
  const box = await waitFor(() => within(lookup).getByRole('textbox', { name: 'Request' }));
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(within(lookup).getByRole('button', { name: 'Fill the form' }));
}

describe('Paste a request notices', () => {
  it('bring the notice into view, and drop the pasted-secret notice once the credentials are forgotten', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(window.Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const app = await openApp();
    await pasteInPanel(CURL);
    await waitFor(() => expect(screen.getByTestId('paste-notice').textContent).toContain('Form filled from the pasted'));
    expect(screen.getByTestId('paste-secret-notice').textContent).toContain('now this tab’s credentials');
    await waitFor(() => expect(scrolled.some((el) => el.getAttribute('data-testid') === 'paste-notice')).toBe(true));

    fireEvent.click(within(app.credentials()).getByRole('button', { name: 'Forget credentials' }));
    await waitFor(() => expect(screen.queryByTestId('paste-secret-notice')).toBeNull());
    // The rest of the notice (what was filled) stays: only the sentence about the secret was no longer true.
    expect(screen.getByTestId('paste-notice').textContent).toContain('Form filled from the pasted');
    await idle();
    expect(calls).toEqual([]);
  });
});
