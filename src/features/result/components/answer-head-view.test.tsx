// @vitest-environment happy-dom
// A large answer's first screen (issue 36): fields not read yet say so, never "not given"; read ones are shown as the record shows them.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerHead } from '../../../api/answer-head';
import { AnswerHeadView } from './answer-head-view';

afterEach(cleanup);

const HEAD: AnswerHead = { operation: 'company', id: 'edge-huge_20', title: '杭州新宇五金有限公司', price: null, seller: '', location: '', apiInfo: '', bytes: 52_184_835, pending: ['price', 'seller', 'location', 'quota'] };

describe('AnswerHeadView', () => {
  it('says a field still coming as such, and the size still being read', () => {
    render(<AnswerHeadView head={HEAD} />);
    expect(screen.getByTestId('head-title').textContent).toBe('杭州新宇五金有限公司');
    expect(screen.getAllByText('still coming…')).toHaveLength(3);
    expect(screen.queryByText('not given')).toBeNull();
    expect(screen.queryByText(/Calls used today/)).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Reading the rest of the answer \(\d+(\.\d+)? MB\)/);
  });

  it('shows the fields once read: price, seller, place and the quota', () => {
    render(<AnswerHeadView head={{ ...HEAD, price: 3.86, seller: 'Acme', location: '中国»浙江', apiInfo: 'today:62 max:10100', pending: undefined }} />);
    expect(screen.queryByText('still coming…')).toBeNull();
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByText(/Calls used today: 62 of 10,100/)).toBeTruthy();
  });

  it("shows the body's first characters under their heading, with or without a head (an XML body has none yet)", () => {
    render(<AnswerHeadView head={null} firstLines={'<?xml version="1.0"?><response><item><title>深圳'} />);
    expect(screen.queryByTestId('answer-head')).toBeNull();
    const lines = screen.getByRole('region', { name: 'Raw body, first lines (as received, key masked)' });
    expect(lines.querySelector('pre')?.textContent).toBe('<?xml version="1.0"?><response><item><title>深圳still coming…');
  });

  it("keeps the body's line breaks as lines (var_export, XML after its declaration) and escapes every other control", () => {
    render(<AnswerHeadView head={null} firstLines={"<?xml version=\"1.0\"?>\n<response>\r\narray (\n  'item' => \u202eevil\u0007"} />);
    const pre = screen.getByRole('region', { name: 'Raw body, first lines (as received, key masked)' }).querySelector('pre');
    expect(pre?.textContent).toBe("<?xml version=\"1.0\"?>\n<response>\narray (\n  'item' => \\u202eevil\u2407still coming…");
    expect(pre?.querySelectorAll('.ctrl')).toHaveLength(2);
  });
});
