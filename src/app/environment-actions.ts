// Switching, saving and deleting environments, outside React (DESIGN D14): each step tells the call authority first
// (credentials-store → credential-vault), so whatever runs under the old environment stops before anything else
// happens, then the new state is committed. The app shell only wires these to its header and settings dialog.
import { dropCredentials, switchCredentials } from '../features/credentials/credentials-store';
import {
  activeEnvironment,
  NAME_MAX,
  newEnvironmentId,
  nextColour,
  removeEnvironment,
  upsertEnvironment,
  type Environment,
  type EnvironmentsState,
} from '../features/settings/environments';
import { gatewayLabel } from './environment-bar';

export interface EnvironmentActionsDeps {
  /** The environments as they are now. */
  state: EnvironmentsState;
  /** Writes and shows the next state. */
  commit: (next: EnvironmentsState) => void;
  /** The page leaves what it showed for the old environment (the lookup on screen, a lookup waiting for credentials). */
  leave: () => void;
}

function sameGateway(a: Environment, b: Environment): boolean {
  return a.baseUrl === b.baseUrl && a.companyApiType === b.companyApiType && a.productApiType === b.productApiType;
}

/** Another environment becomes active: one revoke event, its own credentials (or none), and nothing is sent. */
export function switchEnvironment({ state, commit, leave }: EnvironmentActionsDeps, id: string): void {
  const next = state.list.find((e) => e.id === id);
  if (id === state.activeId || !next) return;
  switchCredentials(id, next);
  leave();
  commit({ ...state, activeId: id });
}

/** Saves a profile; made active, or the active one pointed at another gateway, it is a switch. */
export function saveEnvironment({ state, commit, leave }: EnvironmentActionsDeps, next: Environment, makeActive: boolean): void {
  const saved = upsertEnvironment(state, next);
  const active = activeEnvironment(state);
  if (makeActive && next.id !== state.activeId) {
    switchCredentials(next.id, next);
    leave();
    commit({ ...saved, activeId: next.id });
    return;
  }
  if (next.id === state.activeId && !sameGateway(next, active)) {
    switchCredentials(next.id, next);
    leave();
  }
  commit(saved);
}

/** Deletes a profile and its credentials; deleting the active one makes the local gateway active (one revoke event). */
export function deleteEnvironment({ state, commit, leave }: EnvironmentActionsDeps, id: string): void {
  const after = removeEnvironment(state, id);
  if (after.activeId !== state.activeId) {
    switchCredentials(after.activeId, activeEnvironment(after), 'environment-deleted');
    leave();
  }
  dropCredentials(id);
  commit(after);
}

/** The actions above bound to the page: the environments as they are now, what the page leaves on a switch. */
export function useEnvironmentActions(
  environments: { state: EnvironmentsState; commit: (next: EnvironmentsState) => void },
  leave: () => void,
  /** Told before every switch (presenter mode folds the credentials back to one line). */
  onSwitch: () => void,
) {
  const deps = { state: environments.state, commit: environments.commit, leave };
  const { list } = deps.state;
  const switchTo = (id: string) => {
    onSwitch();
    switchEnvironment(deps, id);
  };
  const save = (next: Environment, makeActive: boolean) => saveEnvironment(deps, next, makeActive);
  const remove = (id: string) => deleteEnvironment(deps, id);
  /** A new environment like the one in use, for another gateway, made the one in use. */
  const addFor = (name: string, gateway: Pick<Environment, 'baseUrl'> & Partial<Pick<Environment, 'companyApiType' | 'productApiType'>>) =>
    save({ ...activeEnvironment(deps.state), id: newEnvironmentId(list), name: name.slice(0, NAME_MAX), colour: nextColour(list), ...gateway }, true);
  // A base URL a link asked for, once confirmed, is an environment of its own (or the one that already has it): the
  // environment in use, and its credentials, stay as they were, so a key is never sent where a link pointed.
  const adoptBaseUrl = (url: string) => {
    const existing = list.find((e) => e.baseUrl === url);
    if (existing) switchTo(existing.id);
    else addFor(gatewayLabel(url), { baseUrl: url });
  };
  return { switchTo, save, remove, addFor, adoptBaseUrl };
}
