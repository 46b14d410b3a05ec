// "Paste a request" (issue 23) against the real gateway: the panel from the keyboard (Enter, focus, Ctrl+Enter), a real
// Ctrl+V over the clipboard, axe and the Chinese interface. The four pasted samples (form filled, nothing sent, one call
// with the pasted credentials, no trace after a reload) and the unknown gateway are checked in the whole app:
// src/app/paste-request.test.tsx (issue 35, docs/test-levels.md).
import type { Locator } from '@playwright/test';
import { DEMO, axeScan, expect, lookupCalls, pageIdle, test, type LookupForm } from './fixtures';
import { findUntranslated } from './untranslated';

/** A real paste: the text goes to the system clipboard, then Ctrl+V in the field (the test grants clipboard access). */
async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.press('Control+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

async function expectForm(lookup: LookupForm, v: { operation: 'company' | 'product'; id: string; lang?: string; resultType?: string; cache?: string }) {
  await expect(lookup.root.getByRole('radio', { name: new RegExp(`^${v.operation}`, 'i') })).toBeChecked();
  await expect(lookup.idField(v.operation)).toHaveValue(v.id);
  await expect(lookup.root.getByLabel('lang', { exact: true })).toHaveValue(v.lang ?? 'cn');
  await expect(lookup.root.getByLabel('result_type', { exact: true })).toHaveValue(v.resultType ?? 'json');
  await expect(lookup.root.getByLabel('cache', { exact: true })).toHaveValue(v.cache ?? 'yes');
}

test('"Paste a request" opens a panel usable from the keyboard; an unreadable text gets one line saying why, and nothing is filled or sent', async ({ page, baseURL, credentials, lookup }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  const open = lookup.root.getByRole('button', { name: 'Paste a request' });
  await open.focus();
  await page.keyboard.press('Enter');
  const box = lookup.root.getByRole('textbox', { name: 'Request' });
  await expect(box).toBeFocused();
  await box.fill(`curl -sS 'https://shop.example.com/api/item_search/?q=shoes'`);
  // Ctrl+Enter reads the box (it never sends a lookup from here).
  await page.keyboard.press('Control+Enter');
  await expect(lookup.root.getByRole('alert')).toHaveText('https://shop.example.com/api/item_search/ is not an item_get request (…/<family>/item_get/).');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await box.fill(`curl -G '${baseURL}/gateway/product/item_get/' -d key=${DEMO.key} --data-urlencode 'secret=${DEMO.secret}' -d num_iid=600000000003 -H'X-Trace: 1'`);
  await lookup.root.getByRole('button', { name: 'Fill the form' }).click();
  await expectForm(lookup, { operation: 'product', id: '600000000003' });
  await expect(lookup.idField('product')).toBeFocused();
  await expect(page.getByTestId('paste-notice')).toContainText('Ignored: header X-Trace.');
  await expect(credentials.status()).toHaveText(`Using key ${DEMO.key} with its secret.`);

  // In the identifier box: a request-like text that cannot be read says why there, and the box keeps its value.
  await pasteInto(lookup.idField('product'), `curl "${baseURL}/gateway/product/item_get/?num_iid=1`);
  await expect(page.getByTestId('paste-problem')).toHaveText('A quote is never closed: the command looks cut off.');
  await expect(lookup.idField('product')).toHaveValue('600000000003');
  await pageIdle(page);
  expect(calls).toEqual([]);
});

test('the panel and its notices: axe finds nothing, and the Chinese interface leaves no English', async ({ page, lookup }) => {
  const axe = async () => {
    const { violations } = await axeScan(page).include('#lookup-form').analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await page.goto('/');
  await lookup.root.getByRole('button', { name: 'Paste a request' }).click();
  const box = lookup.root.getByRole('textbox', { name: 'Request' });
  await box.fill('curl "unclosed');
  await page.keyboard.press('Control+Enter');
  await expect(lookup.root.getByRole('alert')).toHaveText('A quote is never closed: the command looks cut off.');
  expect(await axe()).toEqual([]);

  await box.fill(`curl -sS -H 'Accept: */*' --retry 2 "https://api-gw.example.invalid/v2/product/item_get/?key=k&secret=s&num_iid=1&lang=zh-CN&trace=1"`);
  await lookup.root.getByRole('button', { name: 'Fill the form' }).click();
  const notice = page.getByTestId('paste-notice');
  await expect(notice).toContainText('Ignored: header Accept, option --retry, lang=zh-CN (not an allowed value), parameter trace.');
  // The panel again, empty, beside the notice: every string of the feature is on screen.
  await lookup.root.getByRole('button', { name: 'Paste a request' }).click();
  expect(await axe()).toEqual([]);

  await page.locator('#app-language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(notice).toContainText('已忽略：');
  // Shell names are the same in both languages.
  expect(await findUntranslated(page, ['bash', 'cmd', 'PowerShell'])).toEqual([]);
});
