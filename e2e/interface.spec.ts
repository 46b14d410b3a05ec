// Interface language, themes, keyboard shortcuts and presenter mode (issue 6), against the real gateway.
import type { Page } from '@playwright/test';
import { zh as apiZh } from '../src/api/strings.zh';
import { zh as appZh } from '../src/app/strings.zh';
import { zh as resultZh } from '../src/features/result/strings.zh';
import { DEMO, expect, markShownCall, test } from './fixtures';
import { findUntranslated } from './untranslated';

async function chooseLanguage(page: Page, locale: 'en' | 'zh') {
  await page.locator('#app-language').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
}

test('the Chinese interface shows no untranslated string on any view', async ({ page, credentials, lookup, result, views, batch }) => {
  test.setTimeout(120_000);
  const left: string[] = [];
  /** Switches the running page to Chinese, lists English still visible, and returns to English for the next step. */
  async function checkChinese(where: string) {
    await chooseLanguage(page, 'zh');
    for (const hit of await findUntranslated(page)) left.push(`${where} → ${hit}`);
    await chooseLanguage(page, 'en');
  }

  await page.goto('/');
  await checkChinese('empty state');
  await credentials.mode('Signed');
  await checkChinese('signed credentials form');
  await credentials.usePlain();

  await lookup.run({ id: 'edge-rich_1', lang: 'en' });
  await result.settled();
  await expect(result.title()).toBeVisible();
  await checkChinese('company record');
  for (const tab of ['Description', 'Raw', 'Envelope'] as const) {
    await result.open(tab);
    await checkChinese(`${tab} tab`);
  }
  await result.open('Record');
  await lookup.run({ operation: 'product', id: '600000000000' });
  await result.settled();
  await checkChinese('product record and history');
  // The operation beside the result's heading is interface text (the identifier next to it is data).
  await chooseLanguage(page, 'zh');
  await expect(page.locator('#result-heading')).toContainText(`${resultZh.panel.operations.product} · 600000000000`);
  await expect(page.locator('#result-heading')).not.toContainText('product');
  await chooseLanguage(page, 'en');

  await lookup.run({ id: 'fault-http500' });
  await result.settled();
  await expect(result.failure()).toBeVisible();
  await checkChinese('HTTP 500 failure');
  await lookup.run({ id: 'fault-truncated' });
  await result.settled();
  await checkChinese('truncated body failure');
  await credentials.usePlain('quota-exhausted', 'quota-exhausted-secret');
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.errorCode()).toContainText('4013');
  await checkChinese('4013 failure');
  // The headline is said in the interface language: the specification's English message column is data the raw body
  // keeps, not a headline a Chinese reader is left with.
  await chooseLanguage(page, 'zh');
  const headline = page.locator('#failure-heading');
  await expect(headline).toContainText(`4013 ${apiZh.codeMessage['4013']}`);
  await expect(headline).not.toContainText('Number of calls exceeded');
  await expect(page.locator('#result-heading')).toContainText(resultZh.panel.operations.company);
  await chooseLanguage(page, 'en');
  await credentials.usePlain();

  await views.open('Code');
  await expect(page.getByRole('region', { name: /code/i })).toBeVisible();
  await checkChinese('code snippets');
  await views.open('Code');

  await views.open('Compare');
  await checkChinese('compare view');

  await views.open('Inspect');
  await checkChinese('inspect, empty');
  await page.getByRole('textbox', { name: 'Body' }).fill('PHP Warning:  x on line 3\nArray\n(\n    [error_code] => 0000\n    [error] => \n    [reason] => \n)\n');
  await page.getByRole('region', { name: /^Result/ }).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Download HTML report' })).toBeVisible();
  await checkChinese('inspect with a body, share panel');

  await views.open('Batch');
  await batch.ids().fill(['shop_1000000', 'shop_1000001', 'shop_1000001', 'bad id!', 'fault-4000'].join('\n'));
  await checkChinese('batch input with problems');
  await batch.root.getByRole('button', { name: /^Start batch/ }).click();
  await expect(batch.status()).toContainText(/Finished|Stopped/, { timeout: 30_000 });
  await checkChinese('batch results');
  await views.open('Lookup');

  // Messages made while Chinese is on: a form error, the shortcuts sheet, presenter mode, the settings dialog.
  await chooseLanguage(page, 'zh');
  await page.locator('#lookup-id').fill('bad id!');
  await page.locator('#lookup-id').press('Enter');
  await expect(page.locator('.field__error').first()).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: appZh.shortcuts.title })).toBeVisible();
  for (const hit of await findUntranslated(page)) left.push(`form error + shortcuts sheet → ${hit}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(page.getByRole('switch', { name: appZh.storedOnly.label })).toBeVisible();
  for (const hit of await findUntranslated(page)) left.push(`presenter mode → ${hit}`);
  await page.keyboard.press('p');
  await page.getByRole('button', { name: appZh.settings }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const hit of await findUntranslated(page)) left.push(`settings dialog → ${hit}`);

  expect(left).toEqual([]);
});

test('the interface language is remembered across reloads and English comes back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Look up a listing', { exact: true })).toBeVisible();
  await chooseLanguage(page, 'zh');
  await expect(page.getByText(appZh.empty.title, { exact: true })).toBeVisible();
  await page.reload();
  // The remembered language is applied before the first paint: no English heading in between.
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText(appZh.empty.title, { exact: true })).toBeVisible();
  await expect(page.locator('#app-language')).toHaveValue('zh');
  await chooseLanguage(page, 'en');
  await page.reload();
  await expect(page.getByText('Look up a listing', { exact: true })).toBeVisible();
});

test('themes follow the system by default; a chosen theme wins and is remembered', async ({ page }) => {
  const background = () => page.evaluate('getComputedStyle(document.body).backgroundColor');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const darkBg = await background();
  await page.emulateMedia({ colorScheme: 'light' });
  const lightBg = await background();
  expect(darkBg).not.toBe(lightBg);
  expect(lightBg).toBe('rgb(244, 246, 249)');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByLabel('Theme').selectOption('dark');
  expect(await background()).toBe(darkBg);
  await page.reload();
  expect(await background()).toBe(darkBg);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByLabel('Theme').selectOption('light');
  expect(await background()).toBe(lightBg);
  await page.getByLabel('Theme').selectOption('system');
  expect(await background()).toBe(darkBg);
});

test('keyboard shortcuts: help sheet, focus, switch operation, look up, raw view, copy snippet', async ({ page, credentials, lookup, result }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await credentials.usePlain();
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  for (const text of ['Run the lookup', 'Switch operation', 'Toggle the record and raw views', 'Copy the curl snippet', 'Presenter mode']) {
    await expect(sheet.getByRole('row').filter({ hasText: text })).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Letters typed into a field stay in the field.
  await page.keyboard.press('/');
  await expect(lookup.idField('company')).toBeFocused();
  await page.keyboard.type('prop');
  await expect(lookup.idField('company')).toHaveValue('prop');
  await lookup.idField('company').fill('');
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  await page.keyboard.press('o');
  await expect(lookup.root.getByRole('radio', { name: /^product/i })).toBeChecked();
  await page.keyboard.press('o');
  await expect(lookup.root.getByRole('radio', { name: /^company/i })).toBeChecked();

  await lookup.idField('company').fill('shop_1000002');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await markShownCall(page);
  await page.keyboard.press('Control+Enter');
  await result.settled();
  await expect(result.title()).toBeVisible();

  await page.keyboard.press('r');
  await expect(result.tab('Raw')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('r');
  await expect(result.tab('Record')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('y');
  await expect(page.getByRole('status').filter({ hasText: 'curl snippet copied' })).toBeVisible();
  const curl = await page.evaluate('navigator.clipboard.readText()');
  expect(curl).toContain('item_id=shop_1000002');
  expect(curl).toContain('$API_KEY');
  expect(curl).not.toContain(DEMO.secret);
});

test('presenter mode: large type, credentials folded and masked, samples up front, record first; P toggles it', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000003' });
  await result.settled();
  await result.open('Raw');

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('p');
  const app = page.locator('.app');
  await expect(app).toHaveClass(/app--presenter/);
  expect(await app.evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
  await expect(page.getByTestId('presenter-credentials')).toHaveText(/Using key de••/);
  await expect(page.getByRole('region', { name: 'Credentials' })).toHaveCount(1);
  await expect(page.getByLabel('secret', { exact: true })).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain(DEMO.secret);
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Try a sample' }).getByRole('button').first()).toBeVisible();
  await expect(result.tab('Record')).toHaveAttribute('aria-selected', 'true');

  // A sample runs from the front, and the mode survives a reload of the tab.
  await page.getByRole('region', { name: 'Try a sample' }).getByRole('button', { name: /600000000000/ }).click();
  await result.settled();
  await expect(result.title()).toBeVisible();
  await page.reload();
  await expect(app).toHaveClass(/app--presenter/);

  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  await expect(app).not.toHaveClass(/app--presenter/);
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
});
