import { beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionSettings, Credentials } from '../api/types';
import { credentialsFor, currentAuthority, enterEnvironment, forgetActiveCredentials, onAuthorityRevoked, setActiveCredentials, type AuthorityRevoked } from './credential-vault';
import { identityOf } from '../api/credential-identity';

const staging = { baseUrl: 'https://staging.example.com', companyApiType: 'company', productApiType: 'product', timeoutMs: 20_000 } satisfies ConnectionSettings;
const production = { ...staging, baseUrl: 'https://api.example.com' } satisfies ConnectionSettings;
const acmeStaging: Credentials = { mode: 'plain', key: 'acme', secret: 'STAGING-secret' };
const acmeProduction: Credentials = { mode: 'plain', key: 'acme', secret: 'PRODUCTION-secret' };

function recordRevokes() {
  const events: AuthorityRevoked[] = [];
  const off = onAuthorityRevoked((e) => events.push(e));
  return { events, off };
}

beforeEach(() => {
  enterEnvironment('staging', staging, null);
});

describe('call authority', () => {
  it('tells two secrets of one key apart, and never says either', () => {
    const a = identityOf(acmeStaging);
    const b = identityOf(acmeProduction);
    expect(a).not.toBe(b);
    expect(a.startsWith('key:acme#')).toBe(true);
    expect(a).not.toContain('STAGING');
    expect(b).not.toContain('PRODUCTION');
    expect(identityOf({ ...acmeStaging })).toBe(a);
  });

  it('gives a call its credentials only in the environment and with the credentials it was asked with', () => {
    setActiveCredentials(acmeStaging);
    const asked = currentAuthority();
    expect(asked).toEqual({ environmentId: 'staging', identity: identityOf(acmeStaging) });
    expect(asked && credentialsFor(asked, staging)).toEqual(acmeStaging);
    // The user switches to production, which has the same key with another secret.
    enterEnvironment('production', production, acmeProduction);
    expect(asked && credentialsFor(asked, staging)).toBeNull();
    expect(asked && credentialsFor(asked)).toBeNull();
    // Even a call that names production's environment id but staging's credentials gets nothing.
    expect(credentialsFor({ environmentId: 'production', identity: identityOf(acmeStaging) })).toBeNull();
    // The very same credentials entered in production: a call asked in staging still gets nothing there.
    enterEnvironment('production', production, acmeStaging);
    expect(asked && credentialsFor(asked)).toBeNull();
    // A call asked in staging, made for production's gateway: refused.
    expect(asked && credentialsFor({ ...asked, environmentId: 'production', identity: identityOf(acmeProduction) }, staging)).toBeNull();
  });

  it('is one revoke event for Forget, a credentials change and an environment switch, each with its reason', () => {
    setActiveCredentials(acmeStaging);
    const { events, off } = recordRevokes();
    setActiveCredentials(acmeProduction);
    setActiveCredentials(acmeProduction);
    forgetActiveCredentials();
    setActiveCredentials(acmeStaging);
    enterEnvironment('production', production, acmeStaging);
    off();
    expect(events.map((e) => e.reason)).toEqual(['credentials-changed', 'forgotten', 'environment-changed']);
    expect(events[0]?.revoked.identity).toBe(identityOf(acmeStaging));
    expect(events[1]?.revoked.identity).toBe(identityOf(acmeProduction));
  });

  it('keeps the authority object while nothing changes (a stable snapshot for React)', () => {
    setActiveCredentials(acmeStaging);
    const first = currentAuthority();
    setActiveCredentials({ ...acmeStaging });
    expect(currentAuthority()).toBe(first);
    forgetActiveCredentials();
    expect(currentAuthority()).toBeNull();
  });
});
