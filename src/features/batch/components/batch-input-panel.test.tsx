// @vitest-environment happy-dom
// The batch input's caps said where the list is typed (en and zh): a text over BATCH_MAX_CHARS, a list past
// BATCH_MAX_ROWS (read in slices: "Reading the list…" first, Start disabled until it is read).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh } from '../../../app/zh-catalogs';
import { registerChinese, setLocale } from '../../../i18n/locale';
import { BATCH_MAX_CHARS, BATCH_MAX_ROWS } from '../batch-input';
import { BatchInputPanel } from './batch-input-panel';

afterEach(async () => {
  cleanup();
  await setLocale('en', false);
});

function renderPanel() {
  render(<BatchInputPanel canStart validateId={(id) => (id.length > 64 ? 'too long' : null)} onStart={() => undefined} />);
  return screen.getByRole('textbox');
}

describe('BatchInputPanel caps', () => {
  it('a text over the cap is refused with its size, in English and Chinese', async () => {
    const box = renderPanel();
    const size = BATCH_MAX_CHARS + 4;
    fireEvent.change(box, { target: { value: 's_1\n'.repeat(size / 4) } });
    const cap = await screen.findByTestId('batch-input-cap');
    expect(cap.textContent).toBe(`This text is ${size.toLocaleString('en')} characters long; the most a batch list can be is ${BATCH_MAX_CHARS.toLocaleString('en')}. Split it into runs of at most 10,000 identifiers.`);
    registerChinese(() => Promise.resolve(zh));
    await act(() => setLocale('zh', false));
    expect(screen.getByTestId('batch-input-cap').textContent).toBe(`这段文本有 ${size.toLocaleString('en')} 个字符，批量列表最多 ${BATCH_MAX_CHARS.toLocaleString('en')} 个字符。请拆分为每次最多 10,000 个标识符。`);
  });

  it('a list past the row budget is read in slices, then says only the first rows were read', async () => {
    const box = renderPanel();
    fireEvent.change(box, { target: { value: Array.from({ length: BATCH_MAX_ROWS + 10 }, (_, k) => `s_${k}`).join('\n') } });
    expect(screen.getByTestId('batch-check').textContent).toContain('Reading the list…');
    expect(screen.getByRole('button', { name: /^Start/ }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('batch-input-cap').textContent).toBe(`Only the first ${BATCH_MAX_ROWS.toLocaleString('en')} rows were read; the rest of the text was not. A run takes at most 10,000 identifiers: split the list.`), { timeout: 10_000 });
    expect(screen.getByTestId('batch-check').textContent).toContain('10,000 identifiers to send.');
  });
});
