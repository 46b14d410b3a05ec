// @vitest-environment happy-dom
// The filter box as a person uses it: type a path, press Enter, read the count and the matches; a filter is refused at
// the box; Escape clears. Runs on the value it is given (the parsed body), whatever the body's format was.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { zh } from '../../../app/zh-catalogs';
import { registerChinese, setLocale } from '../../../i18n/locale';
import { HOSTILE_PATHS } from '../../../lib/json-path-hostile';
import PathFilter from './path-filter';

afterEach(async () => {
  cleanup();
  await setLocale('en', false);
});

const VALUE = { item: { title: 'Screws', props: [{ name: 'Material', value: 'steel' }, { name: 'Size', value: 'M4' }], priceRange: { 500: 2.33 } }, error_code: '0000' };

async function run(query: string) {
  const box = screen.getByRole('textbox', { name: 'Filter by path' });
  fireEvent.change(box, { target: { value: query } });
  await act(async () => {
    fireEvent.submit(box.closest('form') as HTMLFormElement);
  });
  return box;
}

describe('PathFilter', () => {
  it('lists matches with their paths and a count', async () => {
    render(<PathFilter value={VALUE} />);
    await run('$.item.props[*].name');
    await waitFor(() => expect(screen.getByTestId('path-filter-status').textContent).toBe('2 matches'));
    const items = screen.getByRole('list', { name: 'Matches' }).querySelectorAll('li');
    expect([...items].map((li) => li.querySelector('code')?.textContent)).toEqual(['$.item.props[0].name', '$.item.props[1].name']);
    expect([...items].map((li) => li.querySelector('code')?.getAttribute('data-path'))).toEqual(["$['item']['props'][0]['name']", "$['item']['props'][1]['name']"]);
    expect(screen.getAllByTestId('path-filter-value').map((v) => v.textContent)).toEqual(['"Material"', '"Size"']);
    await run("$.item.priceRange['500']");
    await waitFor(() => expect(screen.getByTestId('path-filter-status').textContent).toBe('1 match'));
    await run('$.nowhere');
    await waitFor(() => expect(screen.getByTestId('path-filter-status').textContent).toBe('No matches.'));
  });

  it('refuses a filter at the box with its column, and Escape clears', async () => {
    render(<PathFilter value={VALUE} />);
    const box = await run('$.item.props[?@.name]');
    await waitFor(() => expect(screen.getByTestId('path-filter-error').textContent).toBe('Column 14: filters are not supported'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByTestId('path-filter-error').id);
    expect(screen.queryByRole('list', { name: 'Matches' })).toBeNull();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('path-filter-error')).toBeNull();
  });

  it('a path too costly for the body stops and says so in plain words, with what it found listed', async () => {
    // A listing's 5,000-element arrays under a union of 60 wildcards twice: billions of matches if nothing stopped it.
    const listing = { item: { props: Array.from({ length: 5_000 }, (_, i) => ({ name: `Size ${i}`, value: 'M4' })) } };
    const union = HOSTILE_PATHS.find((q) => q.split('*').length > 100 && q.includes('..', 3)) ?? '';
    render(<PathFilter value={listing} />);
    await run(union);
    const status = screen.getByTestId('path-filter-status');
    await waitFor(() => expect(status.textContent).toMatch(/^Stopped after 1,000,000 matches: narrow the path \(([\d,]+) found so far\)$/), { timeout: 10_000 });
    const found = Number(/\(([\d,]+) found/.exec(status.textContent ?? '')?.[1]?.replaceAll(',', ''));
    expect(found).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Matches' }).querySelectorAll('li')).toHaveLength(100);

    registerChinese(async () => zh);
    await act(async () => {
      await setLocale('zh', false);
    });
    await waitFor(() => expect(status.textContent).toBe(`在 1,000,000 个匹配后停止：请缩小路径范围（目前已找到 ${found.toLocaleString('en')} 个）`));
  });
});

