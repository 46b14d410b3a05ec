// @vitest-environment happy-dom
// "What leaves this browser": the verdict says 0 found for a clean write, and for a refused one says where — never the value.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { maskLeaks, scanForLeaks } from '../../api/leak-check';
import type { LeaveOutcome } from '../../queries/outgoing';
import { LeaveReport } from './leave-report';

afterEach(cleanup);

const demo = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' } as const;
const outcome = (text: string): LeaveOutcome => {
  const verdict = scanForLeaks(text, { credentials: [demo] });
  return { verdict, blocked: verdict.findings, written: verdict.findings.length === 0, failed: false };
};

describe('LeaveReport', () => {
  it('says what is masked before anything is written, then 0 found', () => {
    const { rerender } = render(<LeaveReport what="the .http file" masked={['key and secret as variables']} outcome={null} />);
    expect(screen.getByTestId('leave-report').textContent).toContain('What leaves this browser Masked or left out: key and secret as variables');
    rerender(<LeaveReport what="the .http file" masked={[]} outcome={outcome('@key = {{API_KEY}}')} />);
    expect(screen.getByRole('status').textContent).toBe('the .http file: leak check 0 found in 18 B (2 credential values of this tab, every escaped form).');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal names the file, the credential as a hint, the form and the line, never the value', () => {
    render(<LeaveReport what="the answer file" masked={[]} outcome={outcome('{\n"a": "demo%2Dsecret%2D2026"}')} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not written: the answer file holds a credential of this tab.');
    expect(alert.textContent).toContain('the secret of de••, URL-encoded, line 2 (1×)');
    expect(screen.getByTestId('leave-report').getAttribute('data-verdict')).toBe('refused');
    expect(document.body.innerHTML).not.toContain('demo-secret');
    expect(document.body.innerHTML).not.toContain('secret%2D2026');
  });
});

describe('LeaveReport: a refusal offers the export with what was found masked', () => {
  it('names the line and the field a short key stood in, never the key; the masked write then says 0 found', async () => {
    const text = 'title: Customer demo\nsteps: 3\nGET /company/item_get/?key=demo&item_id=1';
    const targets = { credentials: [demo] };
    const written: string[] = [];
    const write = (t: string): LeaveOutcome => {
      const verdict = scanForLeaks(t, targets);
      if (verdict.findings.length === 0) written.push(t);
      return { verdict, blocked: verdict.findings, written: verdict.findings.length === 0, failed: false };
    };
    const refused: LeaveOutcome = { ...write(text), writeMasked: async () => write(maskLeaks(text, targets)) };
    render(<LeaveReport what="the HTML report" masked={[]} outcome={refused} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not written: the HTML report holds a credential of this tab.');
    expect(alert.textContent).toContain('the key of de••, as is, line 3, in key=… (1×)');
    expect(alert.textContent?.toLowerCase()).not.toContain('demo');
    fireEvent.click(screen.getByRole('button', { name: 'Write it with these masked' }));
    await waitFor(() => expect(screen.getByTestId('leave-report').getAttribute('data-verdict')).toBe('clean'));
    expect(screen.getByRole('status').textContent).toContain('the HTML report: leak check 0 found');
    expect(written).toEqual(['title: Customer demo\nsteps: 3\nGET /company/item_get/?key=****&item_id=1']);
  });
});
