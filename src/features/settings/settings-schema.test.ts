// The settings and environment forms' rules: each refusal carries the app's own message (zod's defaults never show).
import { describe, expect, it } from 'vitest';
import { environmentFormSchema, settingsFormSchema } from './settings-schema';
import { en } from './strings';

const good = { baseUrl: ' http://127.0.0.1:4173/gateway ', companyApiType: ' 1688 ', productApiType: 'alibaba', timeoutMs: '15000' };
const messages = (input: unknown) => {
  const r = settingsFormSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('settingsFormSchema', () => {
  it('trims, reads the timeout as a number and keeps the checked base URL', () => {
    expect(settingsFormSchema.parse(good)).toEqual({ baseUrl: 'http://127.0.0.1:4173/gateway', companyApiType: '1688', productApiType: 'alibaba', timeoutMs: 15000 });
  });

  it('says what is wrong with a family, in the app’s words', () => {
    expect(messages({ ...good, companyApiType: '  ' })).toContain(`companyApiType: ${en.errors.familyEmpty}`);
    expect(messages({ ...good, productApiType: 'a/b' })).toEqual([`productApiType: ${en.errors.familyChars}`]);
    expect(messages({ ...good, productApiType: 'x'.repeat(65) })).toEqual([`productApiType: ${en.errors.tooLong(64)}`]);
  });

  it('refuses a timeout that is not a whole number of ms within bounds', () => {
    expect(messages({ ...good, timeoutMs: 'soon' })).toEqual([`timeoutMs: ${en.errors.timeoutNumber}`]);
    expect(messages({ ...good, timeoutMs: '1500.5' })).toEqual([`timeoutMs: ${en.errors.timeoutWhole}`]);
    expect(messages({ ...good, timeoutMs: '10' })).toEqual([`timeoutMs: ${en.errors.timeoutMin(1_000)}`]);
    expect(messages({ ...good, timeoutMs: '999999' })).toEqual([`timeoutMs: ${en.errors.timeoutMax(120_000)}`]);
  });

  it('refuses a base URL the API module refuses, with its reason', () => {
    const said = messages({ ...good, baseUrl: 'javascript:alert(1)' });
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^baseUrl: \S/);
  });
});

describe('environmentFormSchema', () => {
  it('adds a name, a colour and a credentials mode to the settings', () => {
    const env = { ...good, name: ' Staging ', colour: 'blue', credentialsMode: 'signed' };
    expect(environmentFormSchema.parse(env)).toMatchObject({ name: 'Staging', credentialsMode: 'signed', timeoutMs: 15000 });
    const r = environmentFormSchema.safeParse({ ...env, name: ' ' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([en.errors.nameEmpty]);
  });
});
