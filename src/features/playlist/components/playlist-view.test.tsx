// @vitest-environment happy-dom
// The builder at its seam with History: adding a History answer waits for History's read of it, so two picked in a row
// are both in flight at once. Each must land in the playlist (as its read comes back), and all in one playlist.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookupParams } from '../../../api/types';
import { catalogQueryOptions } from '../../../queries/catalog';
import type { StoredCopy } from '../playlist-model';
import { currentPlaylists, savePlaylists } from '../playlist-store';
import PlaylistView, { type HistorySource } from './playlist-view';

afterEach(() => {
  cleanup();
  savePlaylists([]);
});

const params = (id: string): LookupParams => ({ operation: 'company', id, cache: 'yes', resultType: 'json', lang: 'en', version: '' });
const copy: StoredCopy = { startedAt: 0, durationMs: 1, http: null, contentType: '', sizeBytes: 0, errorCode: '0000', failure: null, title: '', displayUrl: '', body: '{}' };

describe('PlaylistView', () => {
  it('keeps every History answer picked while an earlier one is still being read', async () => {
    const reads: Array<() => void> = [];
    const source = (id: string): HistorySource => ({
      id,
      label: id,
      pinned: false,
      params: params(id),
      load: () => new Promise<StoredCopy | null>((resolve) => reads.push(() => resolve(copy))),
    });
    const client = new QueryClient();
    client.setQueryData(catalogQueryOptions('http://gw').queryKey, null);
    render(
      <QueryClientProvider client={client}>
        <PlaylistView
          baseUrl="http://gw"
          historySources={[source('shop_1'), source('shop_2'), source('shop_3')]}
          storedFor={async () => null}
          hasCredentials
          exportPlaylist={async () => null}
          presenter={false}
          setPresenter={vi.fn()}
          runLive={vi.fn()}
          toResult={vi.fn()}
          renderResult={() => null}
        />
      </QueryClientProvider>,
    );
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
});
