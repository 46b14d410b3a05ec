// @vitest-environment happy-dom
// Compare's pickers list each answer once (issue 38): a History entry whose answer is already in this tab's store (its
// live lookup, or read in when it was picked) is not offered a second time under "From History".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionSettings, LookupResult } from '../../../api/types';
import { companyAnswer } from '../../../api/lookup-result-fixture';
import CompareView, { type CompareSource } from './compare-view';

afterEach(cleanup);

const SETTINGS = { baseUrl: 'http://h/g', companyApiType: 'company', productApiType: 'product', timeoutMs: 15_000 } as ConnectionSettings;

const answer = (id: string, startedAt: number): LookupResult => companyAnswer(id, startedAt);

/** The labels of one picker's options, by group. */
function options(side: 'A' | 'B') {
  const select = screen.getAllByRole('combobox')[side === 'A' ? 0 : 1] as HTMLSelectElement;
  return [...select.querySelectorAll('optgroup')].map((g) => [g.label, g.querySelectorAll('option').length] as const);
}

describe('Compare pickers', () => {
  it('offer a History answer already in this tab once, and a History answer read in once after it is picked', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    client.setQueryData(['lookup', 'detail', 'shop_1'], answer('shop_1', 1_000));
    client.setQueryData(['lookup', 'detail', 'shop_2'], answer('shop_2', 2_000));
    const older = answer('shop_3', 500);
    const sources: CompareSource[] = [
      // The live lookups' own answers, recorded in History too.
      { id: 'e1', label: 'shop_1 (History)', answer: { startedAt: 1_000, id: 'shop_1' }, load: async () => 'unused' },
      { id: 'e2', label: 'shop_2 (History)', answer: { startedAt: 2_000, id: 'shop_2' }, load: async () => 'unused' },
      // An answer of an earlier session: only in History until it is picked.
      {
        id: 'e3',
        label: 'shop_3 (History)',
        answer: { startedAt: 500, id: 'shop_3' },
        load: async () => {
          client.setQueryData(['lookup', 'stored', 'e3'], older);
          return JSON.stringify(['lookup', 'stored', 'e3']);
        },
      },
    ];
    render(
      <QueryClientProvider client={client}>
        <CompareView settings={SETTINGS} authority={null} sources={sources} />
      </QueryClientProvider>,
    );
    expect(options('A')).toEqual([
      ['This tab', 2],
      ['Stored in History', 1],
    ]);
    const picker = screen.getAllByRole('combobox')[0] as HTMLSelectElement;
    const fromHistory = picker.querySelector('optgroup[label="Stored in History"] option') as HTMLOptionElement;
    await act(async () => {
      fireEvent.change(picker, { target: { value: fromHistory.value } });
    });
    await waitFor(() => expect(options('A')).toEqual([['This tab', 3]]));
    expect(options('B')).toEqual([['This tab', 3]]);
  });
});

describe('Compare labels', () => {
  it('say why an answer was not sent from the result\'s one value', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    const refused = { ...answer('shop_9', 3_000), envelope: null, sent: false, notSent: { reason: 'stored-only' }, failure: { kind: 'request', message: 'Stored answers only is on' } } as unknown as LookupResult;
    client.setQueryData(['lookup', 'detail', 'shop_9'], refused);
    render(
      <QueryClientProvider client={client}>
        <CompareView settings={SETTINGS} authority={null} />
      </QueryClientProvider>,
    );
    const labels = [...(screen.getAllByRole('combobox')[0] as HTMLSelectElement).querySelectorAll('option')].map((o) => o.textContent);
    expect(labels.some((l) => l?.includes('not sent: stored answers only'))).toBe(true);
  });
});
