// @vitest-environment happy-dom
// Inspect with a large body: parsed through the off-thread parser after the render (never in it), "Reading…" until
// then; a body over INSPECT_MAX_CHARS is not read and the view says how large it is (en and zh).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeBody } from '../../../../gateway/encode/index';
import { findProduct } from '../../../../gateway/data/index';
import { INSPECT_MAX_CHARS } from '../../../api/inspect-body';
import { parseBody, type ParseResult } from '../../../api/parse/index';
import { OFF_THREAD_MIN_CHARS } from '../../../api/parse/off-thread';
import { zh } from '../../../app/zh-catalogs';
import { registerChinese, setLocale } from '../../../i18n/locale';
import InspectView from './inspect-view';

afterEach(async () => {
  cleanup();
  await setLocale('en', false);
});

const item = findProduct('900000000001', 'en');
const envelope = { item: { ...item, desc: 'x'.repeat(OFF_THREAD_MIN_CHARS) }, error: '', reason: '', error_code: '0000', api_type: 'product' };

describe('InspectView with large bodies', () => {
  it('a large body is parsed by the off-thread parser, not in the render, and then shown', async () => {
    const calls: { chars: number; resultType: string }[] = [];
    let release: () => void = () => undefined;
    const parseLarge = (text: string, resultType: string) =>
      new Promise<ParseResult>((resolve) => {
        calls.push({ chars: text.length, resultType });
        release = () => resolve(parseBody(text, resultType));
      });
    render(<InspectView parseLarge={parseLarge} renderResult={(r) => <p data-testid="record">{r.record?.operation ?? 'none'}</p>} />);
    const body = encodeBody(envelope, 'xml').body;
    expect(body.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_CHARS);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: body } });
    await waitFor(() => expect(calls).toEqual([{ chars: body.length, resultType: 'xml' }]));
    expect(screen.getByTestId('inspect-format').textContent).toBe(`Reading ${body.length.toLocaleString('en')} characters…`);
    expect(screen.queryByTestId('record')).toBeNull();
    await act(async () => release());
    expect((await screen.findByTestId('record')).textContent).toBe('product');
  });

  it('a body over the cap is not read; the view says how large it is, in English and Chinese', async () => {
    const calls: number[] = [];
    render(<InspectView parseLarge={(text) => (calls.push(text.length), Promise.resolve(parseBody(text, 'json')))} renderResult={() => <p data-testid="record" />} />);
    const size = INSPECT_MAX_CHARS + 1;
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x'.repeat(size) } });
    const alert = await screen.findByTestId('inspect-too-large');
    expect(alert.textContent).toBe(`This body is ${size.toLocaleString('en')} characters long; the most Inspect reads is ${INSPECT_MAX_CHARS.toLocaleString('en')}. Open the answer itself, or a part of the file.`);
    registerChinese(() => Promise.resolve(zh));
    await act(() => setLocale('zh', false));
    expect(screen.getByTestId('inspect-too-large').textContent).toBe(`这段内容有 ${size.toLocaleString('en')} 个字符，检查视图最多读取 ${INSPECT_MAX_CHARS.toLocaleString('en')} 个字符。请打开应答本身，或文件的一部分。`);
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('record')).toBeNull();
  });
});
