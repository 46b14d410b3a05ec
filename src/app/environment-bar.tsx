// The header's "where and as whom": the environment (switched here, its colour on the header's top edge), the gateway
// host requests go to, and the account in use, masked. Never the secret.
import { useMemo } from 'react';
import type { Credentials } from '../api/types';
import type { Environment } from '../features/settings/environments';
import { LOCAL_ENV_ID } from '../features/settings/environments';
import { useStrings } from '../i18n/locale';
import { accountHint, keyHint } from '../api/key-hint';
import { en, type Strings } from './strings';
import '../styles/environments.css';

/** Host (and path, when it is not just "/") of a base URL: what tells two gateways apart at a glance. */
export function gatewayLabel(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    return u.pathname === '/' ? u.host : `${u.host}${u.pathname}`;
  } catch {
    return baseUrl;
  }
}

/** The name as shown: the local gateway's default name is said in the interface language. */
export function environmentName(env: Pick<Environment, 'id' | 'name'>, S: Strings['environment']): string {
  return env.id === LOCAL_ENV_ID && env.name === 'Local gateway' ? S.localName : env.name;
}

interface EnvironmentBarProps {
  list: Environment[];
  active: Environment;
  credentials: Credentials | null;
  onSwitch: (id: string) => void;
  /** On a shared screen the key shows its first characters only, as in the presenter's credentials line. */
  presenter: boolean;
}

export function EnvironmentBar({ list, active, credentials, onSwitch, presenter }: EnvironmentBarProps) {
  const S = useStrings('app', en).environment;
  return (
    <div className="env" data-env-colour={active.colour} data-testid="header-environment">
      <span className="env__dot" aria-hidden="true" />
      <label className="visually-hidden" htmlFor="app-environment">
        {S.label}
      </label>
      <select id="app-environment" className="input input--compact env__select" value={active.id} onChange={(e) => onSwitch(e.target.value)}>
        {list.map((env) => (
          <option key={env.id} value={env.id}>
            {environmentName(env, S)}
          </option>
        ))}
      </select>
      <span className="env__where mono" data-testid="header-gateway" title={active.baseUrl} translate="no">
        <span className="visually-hidden">{S.gateway} </span>
        {gatewayLabel(active.baseUrl)}
      </span>
      <span className={credentials ? 'env__account' : 'env__account env__account--none'} data-testid="header-account">
        <span className="visually-hidden">{S.account} </span>
        {credentials ? (
          <>
            <span className="mono" translate="no">
              {presenter ? keyHint(credentials.key) : accountHint(credentials.key)}
            </span>
            {credentials.mode === 'signed' && <span className="env__mode">{S.signed}</span>}
          </>
        ) : (
          S.none
        )}
      </span>
    </div>
  );
}

/** The environments as the header names them, for History: one array while they and the language stay, so no row redraws. */
export function useNamedEnvironments(list: readonly Environment[]) {
  const S = useStrings('app', en).environment;
  return useMemo(() => list.map((env) => ({ id: env.id, name: environmentName(env, S), colour: env.colour })), [list, S]);
}

/** Stored environments that could not all be read: said once, until dismissed. */
export function EnvironmentsNotice({ notice, onDismiss }: { notice: 'corrupt' | 'dropped'; onDismiss: () => void }) {
  const S = useStrings('app', en).environment;
  return (
    <p className="banner" role="alert" data-testid="environments-notice">
      {notice === 'corrupt' ? S.corrupt : S.dropped}{' '}
      <button type="button" className="btn btn--small btn--ghost" onClick={onDismiss}>
        {S.dismiss}
      </button>
    </p>
  );
}
