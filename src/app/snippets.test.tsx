// @vitest-environment happy-dom
// Code snippets in the Code view, moved from e2e/snippets.spec.ts (issue 35): no secret by default in any language, the
// real values only when asked and with a warning. Copying and running the curl snippet stay in the browser spec.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, freshPage, openApp, startGateway, stopGateway, view } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('snippets', () => {
  it('snippets hold no secret by default in any language, and the real values only when asked, with a warning', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'shop_1000002', lang: 'en', version: `it's & 中文` });
    await app.settled();
    app.openView('Code');
    const panel = await waitFor(() => view('Code for this request'));
    const code = () => within(panel).getByTestId('snippet-code').textContent ?? '';
    for (const language of ['curl', 'JavaScript fetch', 'Python requests', 'PHP curl']) {
      fireEvent.click(within(panel).getByRole('button', { name: language }));
      await waitFor(() => expect(code()).toContain('API_SECRET'));
      expect(code()).toContain('shop_1000002');
      expect(code()).not.toContain(DEMO.secret);
    }

    // Asked for: the real values, with a warning.
    fireEvent.click(within(panel).getByLabelText('Include my real credentials'));
    await waitFor(() => within(panel).getByText(/anyone who sees it can call the API as you/));
    await waitFor(() => expect(code()).toContain(DEMO.secret));
    fireEvent.click(within(panel).getByLabelText('Include my real credentials'));
    await waitFor(() => expect(code()).not.toContain(DEMO.secret));
  });
});
