// Switching, saving and deleting environments as units: each tells the call authority first (one revoke event with its
// reason, before the page leaves its lookup and before the new state is committed), and the credentials stay with the
// environment they were entered in.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Credentials } from '../api/types';
import { startCredentials } from '../features/credentials/credentials-store';
import { localEnvironment, type Environment, type EnvironmentsState } from '../features/settings/environments';
import { activeCredentials, currentAuthority, onAuthorityRevoked, setActiveCredentials } from '../queries/credential-vault';
import { deleteEnvironment, saveEnvironment, switchEnvironment, type EnvironmentActionsDeps } from './environment-actions';

const local = localEnvironment('http://127.0.0.1:4173');
const staging: Environment = { ...local, id: 'env-1', name: 'Staging', colour: 'blue', baseUrl: 'https://staging.example.com' };
const acme: Credentials = { mode: 'plain', key: 'acme', secret: 'STAGING-secret' };
const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };

/** The deps the app hands over, logging every step in order, with the revoke events among them. */
function harness(start: EnvironmentsState) {
  const log: string[] = [];
  const deps: EnvironmentActionsDeps = {
    state: start,
    commit: (next) => {
      log.push(`commit ${next.activeId}`);
      deps.state = next;
    },
    leave: () => log.push('leave'),
  };
  const off = onAuthorityRevoked((e) => log.push(`revoke ${e.revoked.environmentId} ${e.reason}`));
  return { deps, log, off };
}

let state: EnvironmentsState;
beforeEach(() => {
  state = { list: [local, staging], activeId: local.id };
  startCredentials(local.id, local);
  setActiveCredentials(demo);
});

describe('environment actions', () => {
  it('a switch revokes first, then leaves the lookup, then commits; the credentials wait for their environment', () => {
    const { deps, log, off } = harness(state);
    switchEnvironment(deps, staging.id);
    expect(activeCredentials()).toBeNull();
    setActiveCredentials(acme);
    switchEnvironment(deps, local.id);
    off();
    expect(log).toEqual(['revoke local environment-changed', 'leave', `commit ${staging.id}`, `revoke ${staging.id} environment-changed`, 'leave', 'commit local']);
    expect(activeCredentials()).toEqual(demo);
    expect(currentAuthority()?.environmentId).toBe(local.id);
  });

  it('switching to the active environment, or to one that does not exist, does nothing', () => {
    const { deps, log, off } = harness(state);
    switchEnvironment(deps, local.id);
    switchEnvironment(deps, 'env-404');
    off();
    expect(log).toEqual([]);
  });

  it('saving the active environment with another gateway is a switch; saving its name alone is not', () => {
    const { deps, log, off } = harness(state);
    saveEnvironment(deps, { ...local, name: 'Here' }, false);
    expect(log).toEqual(['commit local']);
    saveEnvironment(deps, { ...local, baseUrl: 'https://elsewhere.example.com' }, false);
    off();
    expect(log).toEqual(['commit local', 'revoke local environment-changed', 'leave', 'commit local']);
    // The credentials stay with the environment: only calls asked for the old gateway stop.
    expect(activeCredentials()).toEqual(demo);
  });

  it('deleting the active environment revokes with its reason and drops its credentials for good', () => {
    state = { ...state, activeId: staging.id };
    startCredentials(staging.id, staging);
    setActiveCredentials(acme);
    const { deps, log, off } = harness(state);
    deleteEnvironment(deps, staging.id);
    off();
    expect(log).toEqual([`revoke ${staging.id} environment-deleted`, 'leave', 'commit local']);
    expect(deps.state.list.map((e) => e.id)).toEqual(['local']);
    // Made again under the same id, it starts without the deleted one's credentials.
    saveEnvironment(deps, staging, true);
    expect(activeCredentials()).toBeNull();
  });

  it('deleting another environment revokes nothing', () => {
    const { deps, log, off } = harness(state);
    deleteEnvironment(deps, staging.id);
    off();
    expect(log).toEqual(['commit local']);
    expect(activeCredentials()).toEqual(demo);
  });
});
