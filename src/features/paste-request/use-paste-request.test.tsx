// @vitest-environment happy-dom
// The paste wiring on its own (issue 35: the feature carries it out with what the app hands in): a pasted request
// switches to the environment with its base URL, fills the form and makes its credentials this tab's through the
// hold it was given; one for a gateway no environment names holds its key back until "Add environment"; text that
// is not a request is left to the identifier box. Nothing here sends.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PasteDeps } from './use-paste-request';
import { usePasteRequest } from './use-paste-request';

const ORIGIN = window.location.origin;
const local = { id: 'local', name: 'Local gateway', baseUrl: `${ORIGIN}/gateway`, companyApiType: 'company', productApiType: 'product' };
const staging = { id: 'env-1', name: 'Staging', baseUrl: 'https://staging.example.com/api', companyApiType: 'co', productApiType: 'prod' };

function setup() {
  const deps: PasteDeps = {
    state: { list: [local, staging], activeId: 'local' },
    switchEnvironment: vi.fn(),
    addEnvironment: vi.fn(),
    fill: vi.fn(),
    holdCredentials: vi.fn(),
  };
  const hook = renderHook(() => usePasteRequest(deps));
  return { deps, hook };
}

describe('usePasteRequest', () => {
  it("switches to the environment with the pasted base URL, fills the form, and holds the pasted credentials", async () => {
    const { deps, hook } = setup();
    let taken = false;
    act(() => void (taken = hook.result.current.onIdPaste('curl "https://staging.example.com/api/co/item_get/?key=k&secret=s&num_iid=77"')));
    expect(taken).toBe(true);
    await waitFor(() => expect(hook.result.current.outcome?.kind).toBe('filled'));
    expect(deps.switchEnvironment).toHaveBeenCalledWith('env-1');
    expect(deps.fill).toHaveBeenCalledWith(expect.objectContaining({ operation: 'company', id: '77' }));
    expect(deps.holdCredentials).toHaveBeenCalledWith({ mode: 'plain', key: 'k', secret: 's' });
    expect(hook.result.current.outcome).toMatchObject({ where: 'box', switchedTo: 'Staging', credentials: 'plain' });
    expect(hook.result.current.credentialsSeed).toBe(1);
  });

  it('a key for a gateway no environment names waits for "Add environment", then goes to the one added', async () => {
    const { deps, hook } = setup();
    act(() => hook.result.current.onRead('https://other.example.net/v1/company/item_get/?key=k2&secret=s2&item_id=shop_1'));
    await waitFor(() => expect(hook.result.current.outcome?.kind).toBe('filled'));
    expect(deps.switchEnvironment).not.toHaveBeenCalled();
    expect(deps.holdCredentials).not.toHaveBeenCalled();
    expect(hook.result.current.outcome).toMatchObject({ where: 'panel', credentials: 'held' });
    act(() => hook.result.current.addEnvironment());
    expect(deps.addEnvironment).toHaveBeenCalledWith(expect.objectContaining({ baseUrl: 'https://other.example.net/v1', host: 'other.example.net/v1' }));
    expect(deps.holdCredentials).toHaveBeenCalledWith({ mode: 'plain', key: 'k2', secret: 's2' });
    expect(hook.result.current.outcome).toMatchObject({ added: 'other.example.net/v1', credentials: 'plain' });
  });

  it('text that is not a request is left to the identifier box: nothing filled, nothing held', async () => {
    const { deps, hook } = setup();
    let taken = true;
    act(() => void (taken = hook.result.current.onIdPaste('shop_12345')));
    expect(taken).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(hook.result.current.outcome).toBeNull();
    expect(deps.fill).not.toHaveBeenCalled();
    expect(deps.holdCredentials).not.toHaveBeenCalled();
  });
});
