// @vitest-environment happy-dom
// The builder at its seam with History: adding a History answer waits for History's read of it, so two picked in a row
// are both in flight at once. Each must land in the playlist (as its read comes back), and all in one playlist.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LookupParams } from '../../../api/types';
import { STORAGE_KEYS } from '../../../config/defaults';
import { setActiveCredentials } from '../../../queries/credential-vault';
import { HOSTILE_FILES, stepOf, TAB_KEY, TAB_SECRET } from '../hostile-playlist-files';
import { STEP_CAP, type PlaylistKeptAnswer } from '../playlist-model';
import { currentPlaylists, savePlaylists } from '../playlist-store';
import type { HistorySource } from './playlist-view';
import { renderBuilder } from './render-builder';

afterEach(() => {
  cleanup();
  savePlaylists([]);
  setActiveCredentials(null);
});

/** Page size of the step list (STEPS_PAGE), written out: the test says what a person sees. */
const PAGE = 100;

function renderView(historySources: HistorySource[] = []) {
  return renderBuilder({ historySources });
}

/** Picks a file in the Import control, as a person does, and waits for the import's last word. */
async function importText(text: string): Promise<string> {
  const input = screen.getByLabelText('Import a playlist file');
  fireEvent.change(input, { target: { files: [new File([text], 'playlist.html', { type: 'text/html' })] } });
  const message = screen.getByTestId('playlist-message');
  await waitFor(() => expect(message.textContent).toMatch(/^(?!Reading)./), { timeout: 30_000 });
  return message.textContent ?? '';
}

const details = () => screen.queryAllByTestId('playlist-message-details').flatMap((ul) => [...ul.querySelectorAll('li')].map((li) => li.textContent ?? ''));

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });
const copy: PlaylistKeptAnswer = { startedAt: 0, durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };

describe('PlaylistView', () => {
  it('keeps every History answer picked while an earlier one is still being read', async () => {
    const reads: Array<() => void> = [];
    const source = (id: string): HistorySource => ({
      id,
      label: id,
      pinned: false,
      params: params(id),
      load: () => new Promise<PlaylistKeptAnswer | null>((resolve) => reads.push(() => resolve(copy))),
    });
    renderBuilder({ historySources: [source('shop_1'), source('shop_2'), source('shop_3')] });
    const pick = screen.getByLabelText('Add from History');
    for (const id of ['shop_1', 'shop_2', 'shop_3']) fireEvent.change(pick, { target: { value: id } });
    expect(reads).toHaveLength(3);
    // History answers in an order of its own: the second read first.
    await act(async () => reads[1]!());
    await act(async () => reads[0]!());
    await act(async () => reads[2]!());
    const lists = currentPlaylists();
    expect(lists).toHaveLength(1);
    expect(lists[0]!.steps.map((s) => s.params.id)).toEqual(['shop_2', 'shop_1', 'shop_3']);
    expect(screen.getAllByTestId('playlist-step')).toHaveLength(3);
  });

  // Each hostile file of the issue, as a person imports it: refused or imported by the rules, always with a message.
  it.each(HOSTILE_FILES)(
    'import of $name: by the rules, with a message, keys masked, one page drawn',
    async ({ text, expected }) => {
      setActiveCredentials({ mode: 'plain', key: TAB_KEY, secret: TAB_SECRET });
      renderView();
      const said = await importText(text());
      if ('refused' in expected) {
        expect(said).toMatch(expected.refused);
        expect(currentPlaylists()).toEqual([]);
      } else {
        const kept = currentPlaylists();
        expect(kept).toHaveLength(1);
        const ids = kept[0]!.steps.map((s) => s.params.id);
        if (typeof expected.imported === 'number') expect(ids).toHaveLength(expected.imported);
        else expect(ids).toEqual(expected.imported);
        expect(said).toBe(`Imported "Imported demo" (${ids.length} step${ids.length === 1 ? '' : 's'}).`);
        expect(screen.getAllByTestId('playlist-step')).toHaveLength(Math.min(PAGE, ids.length));
        // What is kept holds neither the tab's key nor its secret, in any step's text.
        const stored = `${JSON.stringify(kept)}${localStorage.getItem(STORAGE_KEYS.playlists)}`;
        expect(stored).not.toContain(TAB_KEY);
        expect(stored).not.toContain(TAB_SECRET);
      }
      if (expected.detail) expect(details().some((line) => expected.detail!.test(line))).toBe(true);
    },
    60_000,
  );

  it('draws a long step list a page at a time, and more on request', async () => {
    // A playlist kept before the step cap existed: 15,000 steps in storage.
    expect(savePlaylists([{ id: 'old', name: 'Old', steps: Array.from({ length: 15_000 }, (_, i) => stepOf(i + 1)) }])).toBe(true);
    renderView();
    expect(screen.getAllByTestId('playlist-step')).toHaveLength(PAGE);
    expect(screen.getByTestId('playlist-more').textContent).toContain('Showing steps 1–100 of 15,000.');
    // getByText/getByLabelText, not getByRole: computing every row's accessible role takes seconds in happy-dom.
    fireEvent.click(screen.getByText('Show 100 more'));
    expect(screen.getAllByTestId('playlist-step')).toHaveLength(2 * PAGE);
  }, 30_000);

  it('a step moved down past the last drawn row stays in sight', () => {
    savePlaylists([{ id: 'p', name: 'P', steps: Array.from({ length: PAGE + 20 }, (_, i) => stepOf(i + 1)) }]);
    renderView();
    fireEvent.click(screen.getByLabelText(`Move step ${PAGE} down`));
    expect(screen.getAllByTestId('playlist-step')).toHaveLength(PAGE + 20);
    expect(screen.getByLabelText(`Title of step ${PAGE + 1}`)).toHaveProperty('value', `Step ${PAGE}`);
  }, 30_000);

  it('a full playlist takes no more steps, and says so', async () => {
    savePlaylists([{ id: 'full', name: 'Full', steps: Array.from({ length: STEP_CAP }, (_, i) => stepOf(i + 1)) }]);
    const copy: PlaylistKeptAnswer = { startedAt: 0, durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };
    renderView([{ id: 'h1', label: 'h1', pinned: false, params: stepOf(1).params, load: async () => copy }]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Add from History'), { target: { value: 'h1' } });
    });
    expect(currentPlaylists()[0]!.steps).toHaveLength(STEP_CAP);
    expect(screen.getByTestId('playlist-message').textContent).toBe('A playlist holds at most 500 steps: the step was not added.');
  });
});
