// What the screenshot scripts (e2e/capture-*.ts) share: the --base argument, the browser, the sample credentials
// and the saving of a picture to docs/screenshots/ once fonts and the last paint have settled.
import { chromium, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import config from '../playwright.config';

export const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/** The server to capture from: `--base URL`, else the script's usual port on loopback. */
export function baseUrl(defaultPort: number): string {
  const { values } = parseArgs({ options: { base: { type: 'string', default: `http://127.0.0.1:${defaultPort}` } } });
  return values.base;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
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

export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Let the last paint (fonts, theme) settle before the picture.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage });
  console.log(`saved docs/screenshots/${name}.png`);
}
