// axe on every screen a demo shows (issue 15): Lookup with a record (each tab), an error, presenter mode, Batch,
// Compare and Inspect. Any violation fails, whatever its impact. Every rule runs once per view, in the light theme; the
// dark theme changes colours only, so there the colour-contrast rule alone runs again (issue 35: the per-theme point is
// contrast, and the other rules read the same DOM in both themes).
import type { Page } from '@playwright/test';
import { axeScan, expect, test } from './fixtures';

type Theme = 'light' | 'dark';

async function violations(page: Page, theme: Theme): Promise<string[]> {
  // The description frame holds the listing's own HTML, not our interface, and runs no script (sandbox=""): axe
  // cannot enter it (it waits for it until the test times out), so it checks the frame element, not its page.
  const scan = axeScan(page).exclude('iframe.desc-frame');
  const { violations: found } = await (theme === 'dark' ? scan.withRules(['color-contrast']) : scan).analyze();
  return found.map((v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await page.getByLabel('Theme').selectOption(theme);
    });

    test(`axe finds nothing${theme === 'dark' ? ' (contrast)' : ''} on Lookup: empty, a record in each tab, an error with its raw body`, async ({ page, credentials, lookup, result }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const check = async (where: string) => {
        for (const v of await violations(page, theme)) found.push(`${where}: ${v}`);
      };
      await check('empty');
      await credentials.usePlain();
      await lookup.run({ operation: 'product', id: '600000000000', lang: 'en' });
      await result.settled();
      await expect(result.title()).toBeVisible();
      await check('record');
      await result.open('Description');
      await expect(result.descFrame().locator('body')).not.toBeEmpty();
      await check('description');
      await result.open('Raw');
      await expect(result.rawBody()).toBeVisible();
      await check('raw');
      await result.open('Envelope');
      await check('envelope');

      await lookup.run({ id: 'fault-4002' });
      await result.settled();
      await expect(result.failure()).toBeVisible();
      await result.failure().locator('summary').first().click();
      await check('error');
      expect(found).toEqual([]);
    });

    test(`axe finds nothing${theme === 'dark' ? ' (contrast)' : ''} in presenter mode (error, record), Batch, Compare and Inspect`, async ({ page, credentials, lookup, result, views }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      const check = async (where: string) => {
        for (const v of await violations(page, theme)) found.push(`${where}: ${v}`);
      };
      await credentials.usePlain();
      await lookup.run({ id: 'fault-4002' });
      await result.settled();
      await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
      await expect(page.locator('.app')).toHaveClass(/app--presenter/);
      await check('presenter, error');
      await page.getByRole('region', { name: 'Try a sample' }).getByRole('button', { name: /600000000000/ }).click();
      await result.settled();
      await expect(result.title()).toBeVisible();
      await check('presenter, record');
      await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();

      await views.open('Batch');
      await expect(page.getByRole('region', { name: 'Batch lookup' })).toBeVisible();
      await check('batch');
      await views.open('Compare');
      await expect(page.getByRole('region', { name: 'Compare' })).toBeVisible();
      await check('compare');
      await views.open('Inspect');
      await expect(page.getByRole('region', { name: 'Inspect a body' })).toBeVisible();
      await check('inspect');
      expect(found).toEqual([]);
    });
  });
}
