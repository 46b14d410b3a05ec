import { describe, expect, it } from 'vitest';
import { activeCredentials, credentialsFor, currentAuthority, onAuthorityRevoked, setActiveCredentials, type AuthorityRevoked } from '../../queries/credential-vault';
import type { ConnectionSettings, Credentials } from '../../api/types';
import { dropCredentials, startCredentials, switchCredentials } from './credentials-store';

const prod: Credentials = { mode: 'plain', key: 't3727744565', secret: 'prod-secret' };
const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };
const gw = (baseUrl: string): ConnectionSettings => ({ baseUrl, companyApiType: 'company', productApiType: 'product', timeoutMs: 20_000 });
const LOCAL = gw('http://127.0.0.1:8787');
const PROD = gw('https://api.example.com');

describe('credentials per environment', () => {
  it('are parked on a switch and come back with their environment; never carried to another one', () => {
    startCredentials('local', LOCAL);
    setActiveCredentials(demo);
    switchCredentials('prod', PROD);
    expect(activeCredentials()).toBeNull();
    setActiveCredentials(prod);
    switchCredentials('local', LOCAL);
    expect(activeCredentials()).toEqual(demo);
    switchCredentials('prod', PROD);
    expect(activeCredentials()).toEqual(prod);
    // A deleted environment's credentials are gone.
    switchCredentials('local', LOCAL);
    dropCredentials('prod');
    switchCredentials('prod', PROD);
    expect(activeCredentials()).toBeNull();
  });

  it('revoke what runs on a switch, once, saying why, even when both environments use the same key', () => {
    startCredentials('a', LOCAL);
    setActiveCredentials(demo);
    switchCredentials('b', PROD);
    setActiveCredentials(demo);
    const inB = currentAuthority();
    const events: AuthorityRevoked[] = [];
    const off = onAuthorityRevoked((e) => events.push(e));
    switchCredentials('a', LOCAL);
    off();
    expect(events).toEqual([{ revoked: inB, reason: 'environment-changed' }]);
    expect(activeCredentials()).toEqual(demo);
    // A call asked in B finds no credentials in A, though the key is the same.
    expect(inB && credentialsFor(inB)).toBeNull();
  });

  it('revoke on deleting the active environment with that reason', () => {
    startCredentials('a', LOCAL);
    setActiveCredentials(demo);
    switchCredentials('b', PROD);
    setActiveCredentials(prod);
    const events: AuthorityRevoked[] = [];
    const off = onAuthorityRevoked((e) => events.push(e));
    switchCredentials('a', LOCAL, 'environment-deleted');
    off();
    expect(events.map((e) => e.reason)).toEqual(['environment-deleted']);
  });

  it('revoke when the active environment is pointed at another gateway', () => {
    startCredentials('a', LOCAL);
    setActiveCredentials(demo);
    const before = currentAuthority();
    const events: AuthorityRevoked[] = [];
    const off = onAuthorityRevoked((e) => events.push(e));
    switchCredentials('a', PROD);
    off();
    expect(events).toEqual([{ revoked: before, reason: 'environment-changed' }]);
    // The credentials stay with their environment; a call made for the old gateway may not use them.
    expect(activeCredentials()).toEqual(demo);
    expect(before && credentialsFor(before, LOCAL)).toBeNull();
  });
});
