// @vitest-environment happy-dom
// Odd values in a record, moved from e2e/description.spec.ts (issue 35): control characters in a title are shown as
// visible escapes, and a -1 price is explained. The whole app against the in-process gateway. The hostile description in
// its sandboxed frame and the 2 MB listing's virtual views stay in the browser.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshPage, openApp, startGateway, stopGateway } from './app-harness';

beforeAll(() => startGateway());
afterAll(() => stopGateway());
beforeEach(() => freshPage());

describe('odd values in a record (moved from e2e/description.spec.ts)', () => {
  it('control characters in a title are shown as visible escapes; -1 price is explained', async () => {
    const app = await openApp();
    await app.usePlain();
    await app.run({ id: 'edge-control_1' });
    await app.settled();
    const title = app.result()!.querySelector('[data-testid="record-title"]')!;
    expect(title.querySelector('.ctrl')).not.toBeNull();
    const text = title.textContent ?? '';
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(text).toMatch(/[\u2400-\u2421]/);

    await app.run({ id: 'edge-price_1' });
    await app.settled();
    await waitFor(() => expect(within(app.result()!).getByText('not given (-1)').getAttribute('title')).toMatch(/does not state/));
    expect(screen.getAllByText('not given (-1)')).toHaveLength(1);
  });
});
