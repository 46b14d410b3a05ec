// @vitest-environment happy-dom
// The failure panel reads why a call did not leave from the result's one value (notSent), not from the failure's kind
// (issue 34): each reason has its own heading, reads as neutral (a refusal is not the gateway's error), and a retry is
// offered only where the tab would let it leave now.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notSentResult } from '../../../api/lookup';
import type { LookupResult, NotSent } from '../../../api/types';
import { FailurePanel } from './failure-panel';

afterEach(cleanup);

const REQUEST: LookupResult['request'] = {
  method: 'GET',
  displayUrl: 'http://h/g/company/item_get/?key=***&secret=***&item_id=shop_1',
  apiType: 'company',
  params: { operation: 'company', id: 'shop_1', cache: 'yes', resultType: 'json', lang: 'en', version: '' },
  account: 'key:demo',
};

const CASES: { notSent: NotSent; heading: string; retry: boolean }[] = [
  { notSent: { reason: 'no-credentials' }, heading: 'Not sent: no credentials', retry: true },
  { notSent: { reason: 'cancelled' }, heading: 'Cancelled before it was sent', retry: true },
  { notSent: { reason: 'stored-only' }, heading: 'Not sent: “Stored answers only” is on', retry: false },
  { notSent: { reason: 'offline' }, heading: 'Not sent: this browser is offline', retry: false },
  { notSent: { reason: 'expired-config', expiresAt: 1_700_000_000_000 }, heading: 'Not sent: the signed config has expired', retry: false },
  { notSent: { reason: 'code-missing' }, heading: 'Not sent: this page is out of date', retry: false },
  { notSent: { reason: 'unencodable', param: 'item_id' }, heading: 'Not sent: the request cannot be written as a URL', retry: false },
];

describe('FailurePanel for a call that never left', () => {
  it.each(CASES)('$notSent.reason: its own heading, neutral, retry offered: $retry', ({ notSent, heading, retry }) => {
    const result = notSentResult(REQUEST, notSent, 1);
    render(<FailurePanel failure={result.failure!} result={result} onRetry={() => undefined} />);
    const panel = screen.getByTestId('failure');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(heading);
    expect(panel.getAttribute('data-not-sent')).toBe(notSent.reason);
    expect(panel.className).toContain('failure--neutral');
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(retry);
  });
});
