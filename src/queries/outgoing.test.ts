// leaveBrowser writes only what the leak check passed: a credential of the tab (active or parked) stops the write.
import { afterEach, describe, expect, it, vi } from 'vitest';

const written: string[] = [];
vi.mock('../lib/download', () => ({ downloadText: (text: string) => written.push(text) }));

const { leaveBrowser } = await import('./outgoing');
const { setActiveCredentials, setParkedCredentials } = await import('./credential-vault');

afterEach(() => {
  written.length = 0;
  setActiveCredentials(null);
  setParkedCredentials(() => []);
});

const file = (text: string) => ({ kind: 'file' as const, text, fileName: 'a.txt', type: 'text/plain' });

describe('leaveBrowser', () => {
  it('writes a clean text and says 0 found', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const out = await leaveBrowser(file('key={{API_KEY}}'));
    expect(out).toMatchObject({ written: true, blocked: [], verdict: { findings: [], lookedFor: 2 } });
    expect(written).toEqual(['key={{API_KEY}}']);
  });

  it('writes nothing when the active secret is in it, in any form, and says where', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const out = await leaveBrowser(file('a\nb demo%2Dsecret%2D2026'));
    expect(out.written).toBe(false);
    expect(out.blocked).toEqual([{ what: 'secret', account: 'de••', form: 'url-encoded', line: 2, count: 1 }]);
    expect(written).toEqual([]);
  });

  it('looks for credentials parked for other environments, and keys it is given', async () => {
    setParkedCredentials(() => [{ mode: 'plain', key: 'prod-key', secret: 'prod-secret-9' }]);
    expect((await leaveBrowser(file('x prod-secret-9'))).written).toBe(false);
    expect((await leaveBrowser(file('Key[old-account]'), { keys: ['old-account'] })).written).toBe(false);
    expect(written).toEqual([]);
  });

  it('what the user asked to include is reported, not refused', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const out = await leaveBrowser(file('key=demo&secret=demo-secret-2026'), { consented: ['key', 'secret'] });
    expect(out.written).toBe(true);
    expect(out.verdict.findings.map((f) => f.what)).toEqual(['secret', 'key']);
  });

  it('a report titled "Customer demo" leaves with the sample key demo held: prose is not a credential', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const report = '<h1>Customer demo</h1>\n<p>A demo of item_get; we demonstrate two steps.</p>';
    expect(await leaveBrowser(file(report))).toMatchObject({ written: true, blocked: [] });
    expect(written).toEqual([report]);
  });

  it('a refusal offers the same write with what was found masked; what the user asked to include stays', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const text = `GET /x?key=demo\nreason: ${btoa('demo-secret-2026')}`;
    const refused = await leaveBrowser(file(text));
    expect(refused.blocked.map((f) => [f.what, f.form, f.line, f.at])).toEqual([
      ['secret', 'base64', 2, undefined],
      ['key', 'literal', 1, 'key=…'],
    ]);
    expect(written).toEqual([]);
    const again = await refused.writeMasked?.();
    expect(again).toMatchObject({ written: true, blocked: [] });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^GET \/x\?key=\*{4}\nreason: \*{20,}/);
    const kept = await (await leaveBrowser(file(text), { consented: ['key'] })).writeMasked?.();
    expect(kept?.written).toBe(true);
    expect(written[1]).toContain('key=demo');
    expect(written[1]).not.toContain(btoa('demo-secret-2026').slice(0, 20));
  });

  it('a print is refused without the masked offer: the page is printed, not the text', async () => {
    setActiveCredentials({ mode: 'plain', key: 'demo', secret: 'demo-secret-2026' });
    const out = await leaveBrowser({ kind: 'print', text: 'demo-secret-2026' });
    expect(out.written).toBe(false);
    expect(out.writeMasked).toBeNull();
  });
});
