// Test helper: the playlist builder rendered alone, as its tests need it — no catalog, no History unless given, every
// app-side action a spy; an export the one exit wrote unless a test passes its own. Not part of the app's bundle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { vi } from 'vitest';
import { catalogQueryOptions } from '../../../queries/catalog';
import PlaylistView from './playlist-view';

type BuilderProps = ComponentProps<typeof PlaylistView>;

/** An export the one exit wrote (tests about the builder, not the leak check). */
export const written: BuilderProps['exportPlaylist'] = async () => ({ verdict: { clean: true, findings: [] } as never, blocked: [], written: true, failed: false, writeMasked: null });

export function renderBuilder(props: Partial<BuilderProps> = {}) {
  const client = new QueryClient();
  client.setQueryData(catalogQueryOptions('http://gw').queryKey, null);
  return render(
    <QueryClientProvider client={client}>
      <PlaylistView
        baseUrl="http://gw"
        historySources={[]}
        storedFor={async () => null}
        hasCredentials
        exportPlaylist={written}
        presenter={false}
        setPresenter={vi.fn()}
        runLive={vi.fn()}
        toResult={vi.fn()}
        renderResult={() => null}
        {...props}
      />
    </QueryClientProvider>,
  );
}
