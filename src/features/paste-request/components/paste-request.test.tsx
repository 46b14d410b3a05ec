// @vitest-environment happy-dom
// The paste box's messages for a paste too large to be a request (en and zh), and a long ignored list drawn in part.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh } from '../../../app/zh-catalogs';
import { registerChinese, setLocale } from '../../../i18n/locale';
import { parseRequest } from '../parse-request';
import { planPaste } from '../paste-plan';
import { PASTE_MAX_CHARS } from '../paste-types';
import { IGNORED_SHOWN, PasteRequest } from './paste-request';

afterEach(async () => {
  cleanup();
  await setLocale('en', false);
});

const noop = () => undefined;

function renderWith(outcome: Parameters<typeof PasteRequest>[0]['outcome']) {
  return render(<PasteRequest open outcome={outcome} onClose={noop} onRead={noop} onAddEnvironment={noop} onDismiss={noop} />);
}

describe('PasteRequest messages', () => {
  it('a paste over the cap says how long it is and the most a request can be, in English and Chinese', async () => {
    const parsed = parseRequest('x'.repeat(3_200_000));
    expect(parsed).toMatchObject({ ok: false, problem: { id: 'tooLong' } });
    if (parsed.ok) return;
    renderWith({ n: 1, where: 'panel', kind: 'problem', problem: parsed.problem });
    expect(screen.getByRole('alert').textContent).toBe(
      `This paste is 3,200,000 characters long; the most a request can be is ${PASTE_MAX_CHARS.toLocaleString('en')}. Paste only the command, the URL, the code sample or the log line.`,
    );
    registerChinese(() => Promise.resolve(zh));
    await act(() => setLocale('zh', false));
    expect(screen.getByRole('alert').textContent).toBe(`粘贴的内容有 3,200,000 个字符，一个请求最多 ${PASTE_MAX_CHARS.toLocaleString('en')} 个字符。请只粘贴命令、URL、代码示例或日志行。`);
  });

  it('a reader over its budget says so rather than filling anything', () => {
    renderWith({ n: 1, where: 'panel', kind: 'problem', problem: { id: 'overBudget', spent: 24_000_000 } });
    expect(screen.getByRole('alert').textContent).toContain('24,000,000 characters');
  });

  it('thousands of distinct ignored headers: the first few are named, then how many more', () => {
    const headers = Array.from({ length: 5_000 }, (_, k) => ` -H 'X-${k}: v'`).join('');
    const parsed = parseRequest(`curl 'https://h.example/gateway/product/item_get/?num_iid=1'${headers}`);
    if (!parsed.ok) throw new Error(parsed.problem.id);
    const plan = planPaste(parsed.request, [], '');
    expect(plan.ignored).toHaveLength(5_000);
    renderWith({ n: 1, where: 'panel', kind: 'filled', source: 'curl', plan, switchedTo: null, added: null, credentials: 'none' });
    const list = screen.getByTestId('paste-notice').querySelector('.paste__ignored');
    expect(list?.querySelectorAll('span.mono')).toHaveLength(IGNORED_SHOWN);
    expect(list?.textContent).toContain(`and ${(5_000 - IGNORED_SHOWN).toLocaleString('en')} more.`);
  });
});
