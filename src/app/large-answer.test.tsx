// @vitest-environment happy-dom
// A large answer's first screen (issue 36): its title, price, seller and quota are on screen, masked, before the rest of
// the body is masked and normalised, and the record then takes its place; one call.
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, freshPage, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('a large answer, progressive', () => {
  it("shows the 2 MB listing's first screen before its record, then the record; one call", async () => {
    const app = await openApp();
    await app.usePlain();
    // Every first screen shown on the way, as it was when it appeared.
    const heads: { title: string; text: string }[] = [];
    const seen = new MutationObserver(() => {
      const head = document.querySelector('[data-testid=answer-head]');
      if (head && !heads.some((h) => h.text === head.textContent)) heads.push({ title: head.querySelector('[data-testid=head-title]')?.textContent ?? '', text: head.textContent ?? '' });
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    await app.run({ id: 'edge-huge_1' });
    await app.settled();
    seen.disconnect();
    expect(calls).toHaveLength(1);
    expect(heads).toHaveLength(1);
    expect(heads[0]?.title).toBe(app.title());
    expect(heads[0]?.text).toMatch(/Calls used today: \d+ of [\d,]+/);
    expect(heads[0]?.text).toMatch(/Reading the rest of the answer \([\d.]+ MB\)/);
    expect(heads[0]?.text).not.toContain('demo-secret-2026');
    await waitFor(() => expect(screen.queryByTestId('answer-head')).toBeNull());
    expect(screen.getByTestId('record-title').textContent).toBe(heads[0]?.title);
  }, 60_000);
});
