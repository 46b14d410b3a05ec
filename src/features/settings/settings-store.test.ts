import { describe, expect, it } from 'vitest';
import { settingsFromStorage } from './settings-store';

const stored = { baseUrl: '/gateway', companyApiType: 'company', productApiType: 'product', timeoutMs: 20_000 };

describe('stored settings', () => {
  it('keep on reload every base URL the settings dialog accepts, a same-origin path included', () => {
    expect(settingsFromStorage(stored, 'http://127.0.0.1:5173')).toEqual({ ...stored, baseUrl: 'http://127.0.0.1:5173/gateway' });
    expect(settingsFromStorage({ ...stored, baseUrl: 'https://api.example.com/v1/' }, 'http://127.0.0.1:5173')?.baseUrl).toBe('https://api.example.com/v1');
  });

  it('drop what the dialog would refuse', () => {
    expect(settingsFromStorage({ ...stored, baseUrl: 'javascript:alert(1)' }, 'http://127.0.0.1:5173')).toBeNull();
    expect(settingsFromStorage({ ...stored, baseUrl: '/\\example.invalid' }, 'http://127.0.0.1:5173')).toBeNull();
    expect(settingsFromStorage({ ...stored, timeoutMs: 5 }, 'http://127.0.0.1:5173')).toBeNull();
    expect(settingsFromStorage('x', 'http://127.0.0.1:5173')).toBeNull();
  });
});
