// Page objects for the explorer's regions (credentials, lookup form, result, settings, history, batch, compare, code), as a user finds them.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import type { LookupInput } from '../src/app/app-harness';

export const DEMO = { key: 'demo', secret: 'demo-secret-2026' } as const;

/** The URLs of the lookups (item_get calls) the page sends, or that fail, from now on: a live list. */
export function lookupCalls(page: Page, event: 'request' | 'requestfailed' = 'request'): string[] {
  const calls: string[] = [];
  const record = (r: Request) => {
    if (r.url().includes('/item_get/')) calls.push(r.url());
  };
  if (event === 'request') page.on('request', record);
  else page.on('requestfailed', record);
  return calls;
}

/**
 * axe on the page as it is, in one pass inside the page (axe.run). AxeBuilder's default instead runs each frame apart
 * and merges the parts in a blank page it opens and closes for every scan: a new renderer process each time, ~1.3 s of
 * a 2.3 s scan on this machine. The merge exists for cross-origin frames, which the app has none of (the sandboxed
 * description frame is excluded where it is shown); the rules, the DOM checked and the results are the same (tried on a
 * record page with a nameless button and a low-contrast line added: the same violations, passes and incomplete rules).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * Resolves once the page has been idle twice in a row: its effects, deferred work and idle warm-ups have had their
 * turn, so a call that something would send by itself has been sent by then (for "nothing was sent" checks).
 */
export async function pageIdle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  }
}

/**
 * Everything the page writes to the clipboard, in order: navigator.clipboard.writeText is replaced before any page
 * script runs, so copies are seen as text without clipboard permissions (call before page.goto).
 */
export async function recordClipboard(page: Page): Promise<string[]> {
  const copied: string[] = [];
  await page.exposeFunction('__recordCopy', (text: string) => copied.push(text));
  await page.addInitScript(() => {
    const record = (window as unknown as { __recordCopy: (t: string) => Promise<void> }).__recordCopy;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: (t: string) => record(t) }, configurable: true });
  });
  return copied;
}


export class CredentialsPanel {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Credentials' });
  }

  status(): Locator {
    return this.root.getByTestId('credentials-status');
  }

  /** Opens the forms again when the panel is folded to its one-line summary. */
  async edit(): Promise<void> {
    const change = this.root.getByRole('button', { name: 'Change credentials' });
    if (await change.isVisible()) await change.click();
  }

  async mode(mode: 'Plain' | 'Signed'): Promise<void> {
    await this.edit();
    await this.root.getByRole('radio', { name: mode }).check();
  }

  async usePlain(key: string = DEMO.key, secret: string = DEMO.secret): Promise<void> {
    await this.mode('Plain');
    await this.root.getByLabel('key', { exact: true }).fill(key);
    await this.root.getByLabel('secret', { exact: true }).fill(secret);
    await this.root.getByRole('button', { name: 'Use credentials' }).click();
    await expect(this.status()).toContainText(`Using key ${key}`);
  }

  /** Signed mode, config made in the browser from the secret. */
  async makeSigned(key: string = DEMO.key, secret: string = DEMO.secret): Promise<void> {
    await this.mode('Signed');
    // "Make from secret" is folded: signed mode opens on pasting a config, which keeps the secret out of the browser.
    await this.root.getByText('Make from secret', { exact: true }).waitFor();
    if (!(await this.root.getByLabel('secret', { exact: true }).isVisible())) await this.root.getByText('Make from secret', { exact: true }).click();
    await this.root.getByLabel('key', { exact: true }).fill(key);
    await this.root.getByLabel('secret', { exact: true }).fill(secret);
    await this.root.getByRole('button', { name: 'Make signed config' }).click();
    await expect(this.status()).toContainText('signed config');
  }

  async pasteSigned(configJson: string): Promise<void> {
    await this.mode('Signed');
    // Signed mode opens on "Paste a config" (once its lazy form is in); open it only if someone folded it.
    await this.root.getByText('Paste a config', { exact: true }).waitFor();
    if (!(await this.root.getByLabel('Config JSON').isVisible())) await this.root.getByText('Paste a config', { exact: true }).click();
    await this.root.getByLabel('Config JSON').fill(configJson);
    await this.root.getByRole('button', { name: 'Use pasted config' }).click();
  }

  expiry(): Locator {
    return this.root.getByTestId('signed-expiry');
  }
}

/**
 * Marks, in the page, the send the lookup view shows now (data-call on the result; 0 before any), so settled() can wait
 * for a newer one. Kept in the page, not here, so a reload forgets it with everything else.
 */
export function markShownCall(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { __callBeforeRun?: number }).__callBeforeRun = Number(document.querySelector('[data-call]')?.getAttribute('data-call') ?? 0);
  });
}

/** True once the view shows a send newer than the one marked by the last run (or when no run is waiting). */
function newerCallShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { __callBeforeRun?: number };
    if (w.__callBeforeRun === undefined) return true;
    const shown = Number(document.querySelector('[data-call]')?.getAttribute('data-call') ?? 0);
    if (shown <= w.__callBeforeRun) return false;
    delete w.__callBeforeRun;
    return true;
  });
}

/** After markShownCall and an Enter (or click): resolves once a newer send's answer is shown, nothing in flight. */
export async function answerShown(page: Page, timeout = 30_000, result: Locator = page.locator('section.result')): Promise<void> {
  await expect.poll(() => newerCallShown(page), { timeout, intervals: [20, 50, 100] }).toBe(true);
  await expect(result).toHaveAttribute('aria-busy', 'false', { timeout });
}

export class LookupForm {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Lookup' });
  }

  idField(operation: 'company' | 'product' = 'company'): Locator {
    return this.root.getByLabel(operation === 'company' ? 'item_id' : 'num_iid', { exact: true });
  }

  /**
   * Sets every field to the input (defaults for the ones it leaves out), changing only the fields that differ, as a user
   * would: each Playwright action costs 50–300 ms of actionability checks, and most runs change the identifier only.
   * The form's values are read back at the end, so a field left unchanged is still checked.
   */
  async fill(input: LookupInput): Promise<void> {
    const operation = input.operation ?? 'company';
    const want = { operation, id: input.id, cache: input.cache ?? 'yes', resultType: input.resultType ?? 'json', lang: input.lang ?? 'cn', version: input.version ?? '' };
    const now = await this.values();
    if (now.operation !== want.operation) await this.root.getByRole('radio', { name: new RegExp(`^${operation}`, 'i') }).check();
    if (now.id !== want.id || now.operation !== want.operation) await this.idField(operation).fill(want.id);
    if (now.cache !== want.cache) await this.root.getByLabel('cache', { exact: true }).selectOption(want.cache);
    if (now.resultType !== want.resultType) await this.root.getByLabel('result_type', { exact: true }).selectOption(want.resultType);
    if (now.lang !== want.lang) await this.root.getByLabel('lang', { exact: true }).selectOption(want.lang);
    if (now.version !== want.version) await this.root.getByLabel('version', { exact: true }).fill(want.version);
    expect(await this.values()).toEqual(want);
  }

  /** What the form holds now, read in one step. */
  values(): Promise<Record<'operation' | 'id' | 'cache' | 'resultType' | 'lang' | 'version', string>> {
    return this.root.evaluate((root) => {
      const value = (selector: string) => (root.querySelector(selector) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
      return {
        operation: value('input[name="operation"]:checked'),
        id: value('#lookup-id'),
        cache: value('#lookup-cache'),
        resultType: value('#lookup-result-type'),
        lang: value('#lookup-lang'),
        version: value('#lookup-version'),
      };
    });
  }

  /** Fills the form and presses Enter in the identifier field, as a user would. */
  async run(input: LookupInput): Promise<void> {
    await this.fill(input);
    await markShownCall(this.page);
    await this.idField(input.operation ?? 'company').press('Enter');
  }

  /** Presses Look up on whatever the form holds now (a link, a reload, History filled it). */
  async submit(): Promise<void> {
    await markShownCall(this.page);
    await this.root.getByRole('button', { name: 'Look up', exact: true }).click();
  }
}

export class ResultPanel {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: /^Result/ });
  }

  tab(name: 'Record' | 'Description' | 'Raw' | 'Envelope'): Locator {
    return this.root.getByRole('tab', { name });
  }

  async open(name: 'Record' | 'Description' | 'Raw' | 'Envelope'): Promise<void> {
    await this.tab(name).click();
    // A tab whose code is still loading keeps the current one until it is ready (result-panel.tsx's transition): on a
    // loaded 2-core machine the Description's chunk (DOMPurify) once took longer than the usual 7 s.
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  }

  /** Resolves once the last run's answer (or failure) is shown and no lookup is in flight. */
  async settled(timeout = 30_000): Promise<void> {
    // After a run, the answer shown must be that run's: until React renders the new send, the previous answer is
    // on screen with aria-busy false, and a slow machine used to read its title as the new one.
    await answerShown(this.page, timeout, this.root);
  }

  title(): Locator {
    return this.root.getByTestId('record-title');
  }

  rawBody(): Locator {
    return this.root.getByTestId('raw-body');
  }

  failure(): Locator {
    return this.root.getByTestId('failure');
  }

  errorCode(): Locator {
    return this.root.getByTestId('error-code').first();
  }

  descFrame() {
    return this.root.frameLocator('iframe.desc-frame');
  }
}

export class SettingsDialog {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Settings' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    await expect(this.root).toBeVisible();
  }

  /** Adds an environment (Settings → New environment) with this name and base URL and saves it: it becomes the one in use. */
  async addEnvironment(name: string, baseUrl: string): Promise<void> {
    await this.open();
    await this.root.getByRole('button', { name: 'New environment' }).click();
    await this.root.getByLabel('Environment name').fill(name);
    await this.root.getByLabel('Base URL').fill(baseUrl);
    await this.root.getByRole('button', { name: 'Save' }).click();
    await expect(this.root).toBeHidden();
  }

  /** Saves the given settings; with nothing given it leaves the settings alone. */
  async save(values: { baseUrl?: string; companyApiType?: string | undefined; productApiType?: string; timeoutMs?: number }): Promise<void> {
    if (Object.values(values).every((v) => v === undefined)) return;
    await this.open();
    if (values.baseUrl !== undefined) await this.root.getByLabel('Base URL').fill(values.baseUrl);
    if (values.companyApiType !== undefined) await this.root.getByLabel('Company family').fill(values.companyApiType);
    if (values.productApiType !== undefined) await this.root.getByLabel('Product family').fill(values.productApiType);
    if (values.timeoutMs !== undefined) await this.root.getByLabel('Timeout (ms)').fill(String(values.timeoutMs));
    await this.root.getByRole('button', { name: 'Save' }).click();
    await expect(this.root).toBeHidden();
  }
}

export class HistoryPanel {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'History' });
  }

  entries(): Locator {
    return this.root.getByRole('listitem');
  }
}

/** The main view switcher: Lookup | Batch | Compare (and Code, next to a lookup). */
export class Views {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('navigation', { name: 'Views' });
  }

  async open(name: 'Lookup' | 'Batch' | 'Compare' | 'Inspect' | 'Code'): Promise<void> {
    await this.root.getByRole('button', { name, exact: true }).click();
  }
}

export type BatchOutcome = 'found' | 'not-found' | 'refused' | 'failed' | 'unknown' | 'pending';

export class InspectView {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Inspect a body' });
  }

  body(): Locator {
    return this.root.getByRole('textbox', { name: 'Body' });
  }

  /** "Read as xml · 1,234 characters", or why not. */
  status(): Locator {
    return this.root.getByTestId('inspect-format');
  }

  async paste(text: string): Promise<void> {
    await this.body().fill(text);
  }
}

export class BatchView {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Batch lookup' });
  }

  ids(): Locator {
    return this.root.getByLabel(/^Identifiers/);
  }

  status(): Locator {
    return this.root.getByTestId('batch-status');
  }

  /** One outcome's count (found, not found, refused, failed, sent with the answer unknown, not sent). */
  figure(name: BatchOutcome): Locator {
    return this.root.getByTestId(`batch-${name}`);
  }

  async value(name: BatchOutcome): Promise<number> {
    return Number((await this.figure(name).textContent())?.replace(/\D/g, ''));
  }

  /** Sets the identifiers as a script or a bad paste can: typing cannot make a lone surrogate (the browser replaces it). */
  async setIdsRaw(text: string): Promise<void> {
    await this.ids().evaluate((el: HTMLTextAreaElement, value) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, text);
  }

  /** The calls the run says it sent (the ledger's count, kept in IndexedDB before each call leaves). */
  async sentCalls(): Promise<number> {
    return Number(await this.root.getByTestId('batch-calls').getAttribute('data-calls'));
  }
}

export class CompareView {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Compare two results' });
  }

  section(name: 'Envelope' | 'Record'): Locator {
    return this.root.getByRole('region', { name });
  }
}

export class SnippetsPanel {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Code for this request' });
  }

  code(): Locator {
    return this.root.getByTestId('snippet-code');
  }
}

interface Fixtures {
  /** Resets, after each test, what a reused context keeps (playwright.config.ts: reuseContext). */
  reusedContextReset: void;
  credentials: CredentialsPanel;
  lookup: LookupForm;
  result: ResultPanel;
  settings: SettingsDialog;
  history: HistoryPanel;
  views: Views;
  batch: BatchView;
  compare: CompareView;
  snippets: SnippetsPanel;
  inspect: InspectView;
}

export const test = base.extend<Fixtures>({
  // Playwright's reset between tests leaves granted permissions (the clipboard tests grant them) and the offline switch
  // as a test set them; the next test starts from the defaults, as it would in a new context.
  reusedContextReset: [
    async ({ context }, use) => {
      let closed = false;
      context.once('close', () => (closed = true));
      await use();
      // A test that closed its context leaves nothing to reset.
      if (closed) return;
      await context.clearPermissions();
      await context.setOffline(false);
    },
    { auto: true },
  ],
  credentials: async ({ page }, use) => use(new CredentialsPanel(page)),
  lookup: async ({ page }, use) => use(new LookupForm(page)),
  result: async ({ page }, use) => use(new ResultPanel(page)),
  settings: async ({ page }, use) => use(new SettingsDialog(page)),
  history: async ({ page }, use) => use(new HistoryPanel(page)),
  views: async ({ page }, use) => use(new Views(page)),
  batch: async ({ page }, use) => use(new BatchView(page)),
  compare: async ({ page }, use) => use(new CompareView(page)),
  snippets: async ({ page }, use) => use(new SnippetsPanel(page)),
  inspect: async ({ page }, use) => use(new InspectView(page)),
});

export { expect };
