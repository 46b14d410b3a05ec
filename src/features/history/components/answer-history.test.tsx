// @vitest-environment happy-dom
// What History says of the environment an entry was made in (issue 38), by the kind of entry: a known environment by
// its name, one deleted since as such, one stored before entries kept their environment (no environmentId) with nothing
// (there is nothing true to say: it was made under the one connection of that version). And what Run again hands on.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerEntry } from '../history-entries';
import { AnswerHistory, type AnswerHistoryProps } from './answer-history';

afterEach(cleanup);

const ENVIRONMENTS = [
  { id: 'local', name: 'Local gateway', colour: 'green' },
  { id: 'env-1', name: 'Staging', colour: 'blue' },
];

function entryOf(id: string, environmentId: string | undefined): AnswerEntry {
  return {
    id: `${environmentId ?? ''}|tag|${id}`,
    ...(environmentId === undefined ? {} : { environmentId }),
    params: { operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' },
    displayUrl: `http://h/g/company/item_get/?key=***&item_id=${id}`,
    firstAt: 1_700_000_000_000,
    lastAt: 1_700_000_000_000,
    count: 1,
    pinned: false,
    answer: null,
  };
}

// Each kind of entry, and what its line says (null: no environment line at all).
const KINDS: { id: string; environmentId: string | undefined; says: string | null; dot: string | null }[] = [
  { id: 'shop_1', environmentId: 'local', says: 'Local gateway', dot: 'green' },
  { id: 'shop_2', environmentId: 'env-1', says: 'Staging', dot: 'blue' },
  { id: 'shop_3', environmentId: 'env-gone', says: 'deleted environment', dot: null },
  { id: 'shop_4', environmentId: undefined, says: null, dot: null },
  { id: 'shop_5', environmentId: '', says: null, dot: null },
];

function renderHistory(overrides: Partial<AnswerHistoryProps> = {}) {
  const ran: { entry: string; in?: string }[] = [];
  const props: AnswerHistoryProps = {
    state: { status: 'ready', entries: KINDS.map((k) => entryOf(k.id, k.environmentId)), problem: null },
    budgetBytes: 1_000_000,
    openId: null,
    environments: ENVIRONMENTS,
    activeEnvironmentId: 'local',
    askingId: null,
    onOpen: () => undefined,
    onRunAgain: (e) => ran.push({ entry: e.params.id }),
    onRunIn: (e, id) => ran.push({ entry: e.params.id, in: id }),
    onCancelRunWhere: () => undefined,
    onCopyCurl: () => undefined,
    onCompare: () => undefined,
    onPin: () => undefined,
    onDelete: () => undefined,
    onClear: () => undefined,
    ...overrides,
  };
  render(<AnswerHistory {...props} />);
  return ran;
}

const item = (id: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(id))!;

describe('AnswerHistory and environments', () => {
  it.each(KINDS)('$id ($environmentId): says $says', ({ id, says, dot }) => {
    renderHistory();
    const line = within(item(id)).queryByTestId('entry-environment');
    if (says === null) {
      expect(line).toBeNull();
      expect(item(id).textContent).not.toMatch(/environment|Local gateway|Staging/);
      return;
    }
    expect(line?.textContent).toContain(says);
    expect(line?.querySelector('.env__dot')?.getAttribute('data-env-colour') ?? null).toBe(dot);
  });

  it('Run again hands the entry to the app; the choice offers the entry’s environment, the one in use and Cancel', () => {
    const ran = renderHistory({ askingId: 'env-1|tag|shop_2' });
    const group = screen.getByRole('group', { name: 'Where to run company item_id=shop_2' });
    expect(group.textContent).toContain('This answer was made in Staging; you are in Local gateway. Run it in:');
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Staging' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Run in Local gateway' }));
    fireEvent.click(within(item('shop_1')).getByRole('button', { name: 'Run again: company item_id=shop_1' }));
    expect(ran).toEqual([{ entry: 'shop_2', in: 'env-1' }, { entry: 'shop_2', in: 'local' }, { entry: 'shop_1' }]);
  });
});
