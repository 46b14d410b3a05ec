// The three forms of "which credentials a call uses" (issue 35): each made by one function, none holding the secret.
import { describe, expect, it } from 'vitest';
import { accountOf, identityOf, keyOfAccount } from './credential-identity';
import type { Credentials } from './types';

const plain: Credentials = { mode: 'plain', key: 'demo', secret: 's3cret-value' };
const signed: Credentials = { mode: 'signed', key: 'demo', timestamp: '1767225600', nonceStr: 'n', signature: 'abcdef0123', apis: ['item_get'] };

describe('credential identity', () => {
  it('names the account of credentials: the key, and a signed config its timestamp', () => {
    expect(accountOf(plain)).toBe('key:demo');
    expect(accountOf(signed)).toBe('key:demo@1767225600');
  });

  it('an identity is the account plus a fingerprint that tells secrets apart and holds neither', () => {
    const a = identityOf(plain);
    const b = identityOf({ ...plain, secret: 'other-secret' });
    expect(a).not.toBe(b);
    expect(identityOf({ ...plain })).toBe(a);
    expect(a).not.toContain(plain.secret);
    expect(identityOf(signed)).not.toContain(signed.signature);
    expect(accountOf(a)).toBe('key:demo');
    expect(accountOf(identityOf(signed))).toBe('key:demo@1767225600');
  });

  it('the key of an account, whatever config made it; none for no account', () => {
    expect(keyOfAccount(accountOf(plain))).toBe('demo');
    expect(keyOfAccount(accountOf(signed))).toBe('demo');
    expect(keyOfAccount('')).toBeNull();
  });
});
