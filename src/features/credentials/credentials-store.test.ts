import { describe, expect, it } from 'vitest';
import { activeCredentials, onCredentialsForgotten, setActiveCredentials } from '../../queries/credential-vault';
import { credentialIdOf } from '../../api/request';
import type { Credentials } from '../../api/types';
import { dropCredentials, startCredentials, switchCredentials } from './credentials-store';

const prod: Credentials = { mode: 'plain', key: 't3727744565', secret: 'prod-secret' };
const demo: Credentials = { mode: 'plain', key: 'demo', secret: 'demo-secret-2026' };

describe('credentials per environment', () => {
  it('are parked on a switch and come back with their environment; never carried to another one', () => {
    startCredentials('local');
    setActiveCredentials(demo);
    switchCredentials('prod');
    expect(activeCredentials()).toBeNull();
    setActiveCredentials(prod);
    switchCredentials('local');
    expect(activeCredentials()).toEqual(demo);
    switchCredentials('prod');
    expect(activeCredentials()).toEqual(prod);
    // A deleted environment's credentials are gone.
    switchCredentials('local');
    dropCredentials('prod');
    switchCredentials('prod');
    expect(activeCredentials()).toBeNull();
  });

  it('tell calls in flight to stop on a switch, even when both environments use the same key', () => {
    startCredentials('a');
    setActiveCredentials(demo);
    switchCredentials('b');
    setActiveCredentials(demo);
    const stopped: string[] = [];
    const off = onCredentialsForgotten((id) => stopped.push(id));
    switchCredentials('a');
    off();
    expect(stopped).toEqual([credentialIdOf(demo)]);
    expect(activeCredentials()).toEqual(demo);
  });
});
