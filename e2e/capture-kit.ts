// What the screenshot scripts (e2e/capture-*.ts) share: the --base argument, the browser, the sample credentials
// and the saving of a picture to docs/screenshots/ once fonts and the last paint have settled.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../playwright.config';

export const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');
/** Where pictures to look at, not to commit, go (git-ignored). */
export const SCRATCH_DIR = path.resolve('matrix-screens');

/** The server to capture from: `--base URL`, else the script's usual port on loopback. */
export function baseUrl(defaultPort: number): string {
  const { values } = parseArgs({ options: { base: { type: 'string', default: `http://127.0.0.1:${defaultPort}` } } });
  return values.base;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
}

/** The window a capture at this width uses: a phone's height below 500 px, a laptop's above. */
export function viewportFor(width: number): { width: number; height: number } {
  return { width, height: width < 500 ? 812 : 900 };
}

/** Plain credentials through the panel, as a user enters them (English interface). */
export async function usePlain(page: Page, key = 'demo', secret = 'demo-secret-2026'): Promise<void> {
  const panel = page.getByRole('region', { name: 'Credentials' });
  const change = panel.getByRole('button', { name: 'Change credentials' });
  if (await change.isVisible()) await change.click();
  await panel.getByRole('radio', { name: 'Plain' }).check();
  await panel.getByLabel('key', { exact: true }).fill(key);
  await panel.getByLabel('secret', { exact: true }).fill(secret);
  await panel.getByRole('button', { name: 'Use credentials' }).click();
}

/** The interface in `ui` (the page as loaded is English), then the sample credentials typed and sent with Enter. */
export async function signInAs(page: Page, ui: 'en' | 'zh'): Promise<void> {
  if (ui === 'zh') {
    await page.locator('#app-language').selectOption('zh');
    await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
  }
  await page.locator('#cred-key').fill('demo');
  await page.locator('#cred-secret').fill('demo-secret-2026');
  await page.locator('#cred-secret').press('Enter');
}

/** Fonts loaded and the last paint (fonts, theme) settled, so a picture shows what a person sees. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
}

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage });
  console.log(`saved docs/screenshots/${name}.png`);
}

/** Pictures to look at, not to keep: matrix-screens/ (git-ignored; test-results/ is emptied by every Playwright run). */
export async function scratchShot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCRATCH_DIR, { recursive: true });
  await settle(page);
  await page.screenshot({ path: path.join(SCRATCH_DIR, `${name}.png`), fullPage });
  console.log(`saved matrix-screens/${name}.png`);
}

/** A lookup as a person does it at any width and in either language: unfold the form if folded, fill, Enter. */
export async function lookUp(page: Page, operation: 'company' | 'product', id: string, lang: string): Promise<void> {
  const edit = page.getByTestId('lookup-summary').getByRole('button');
  if (await edit.isVisible()) await edit.click();
  await page.locator(`input[name="operation"][value="${operation}"]`).check();
  await page.locator('#lookup-lang').selectOption(lang);
  await page.locator('#lookup-id').fill(id);
  await page.locator('#lookup-id').press('Enter');
  await page.locator('section.result[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
