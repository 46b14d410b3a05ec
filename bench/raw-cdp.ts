// Chromium driven over its DevTools pipe with only the Page and Runtime domains: a page as a user has it.
// Playwright enables the Network domain on every page, and Chromium's network inspector then keeps and decodes each
// response body for DevTools: for the 5 MB listing that is a 50–60 ms task of the driver's own on the page's thread
// (ResponseBodyLoader::DidFinishLoadingBody → TextResourceDecoder::Decode in a trace), which no user's browser runs.
// Figures about the page's longest task are taken here as well, next to the ones taken under Playwright.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
  params?: unknown;
}

export class RawPage {
  constructor(
    private readonly browser: RawChromium,
    readonly sessionId: string,
  ) {}

  send<T = unknown>(method: string, params: object = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  /** Evaluates an expression (awaiting a promise) and returns its value. */
  async evaluate<T>(expression: string): Promise<T> {
    const r = await this.send<{ result: { value: T }; exceptionDetails?: unknown }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error(`in the page: ${JSON.stringify(r.exceptionDetails).slice(0, 400)}`);
    return r.result.value;
  }

  /** Navigates and resolves on the load event. */
  async goto(url: string): Promise<void> {
    const loaded = this.browser.once('Page.loadEventFired', this.sessionId);
    await this.send('Page.navigate', { url });
    await loaded;
  }
}

export class RawChromium {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners: { method: string; sessionId?: string; resolve: () => void }[] = [];
  private buffer = '';

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {
    const out = child.stdio[4] as Readable;
    out.setEncoding('utf8');
    out.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (let end = this.buffer.indexOf('\0'); end >= 0; end = this.buffer.indexOf('\0')) {
        const text = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 1);
        this.receive(JSON.parse(text) as Message);
      }
    });
  }

  static launch(executablePath: string, args: readonly string[]): RawChromium {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
    const child = spawn(executablePath, [...args, '--remote-debugging-pipe', `--user-data-dir=${dir}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    return new RawChromium(child, dir);
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const w = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.error) w?.reject(new Error(message.error.message));
      else w?.resolve(message.result);
      return;
    }
    for (let i = this.listeners.length - 1; i >= 0; i -= 1) {
      const l = this.listeners[i]!;
      if (l.method === message.method && (l.sessionId === undefined || l.sessionId === message.sessionId)) {
        this.listeners.splice(i, 1);
        l.resolve();
      }
    }
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  once(method: string, sessionId?: string): Promise<void> {
    return new Promise((resolve) => this.listeners.push({ method, sessionId, resolve }));
  }

  /** A new page with Page enabled (no Network domain), the given viewport and a script run before any page script. */
  async newPage(width: number, height: number, initScript: string): Promise<RawPage> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    const page = new RawPage(this, sessionId);
    await page.send('Page.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: initScript });
    return page;
  }

  async close(): Promise<void> {
    try {
      await Promise.race([this.send('Browser.close'), new Promise((r) => setTimeout(r, 2000))]);
    } finally {
      // The profile is removed once Chromium has exited: removed while it still writes there, it failed with ENOTEMPTY
      // and crashed the bench after the figures were taken. A profile that still cannot go stays in the temp folder.
      const exited = this.child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
      this.child.kill();
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      try {
        rmSync(this.dir, { recursive: true, force: true, maxRetries: 3 });
      } catch (error) {
        console.warn(`could not remove ${this.dir}: ${String(error)}`);
      }
    }
  }
}
