// Layout by task (issue 15): the side rail belongs to Lookup, the other views get the width; on a phone the answer
// comes first after a lookup (the form folds to one line with "Edit"); result tabs never clip.
import type { Locator, Page } from '@playwright/test';
import { axeScan, expect, test } from './fixtures';

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/** Every tab wholly inside the viewport and its tab list: none cut off or scrolled out of sight. */
function clippedTabs(page: Page) {
  return page.locator('section.result [role="tablist"]').evaluate((list) => {
    const l = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')]
      .map((t) => ({ name: t.textContent ?? '', r: t.getBoundingClientRect() }))
      .filter(({ r }) => r.left < l.left - 0.5 || r.right > l.right + 0.5 || r.right > window.innerWidth + 0.5)
      .map(({ name }) => name);
  });
}

test('the side rail shows in Lookup only; Batch, Compare and Inspect use the whole width', async ({ page, credentials, lookup, history, views }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await credentials.usePlain();
  await expect(lookup.root).toBeVisible();
  await expect(history.root).toBeVisible();
  const lookupMain = await box(page.locator('main'));

  for (const [view, region] of [
    ['Batch', 'Batch lookup'],
    ['Compare', 'Compare'],
    ['Inspect', 'Inspect a body'],
  ] as const) {
    await views.open(view);
    await expect(page.getByRole('region', { name: region })).toBeVisible();
    await expect(credentials.root).toBeHidden();
    await expect(page.getByRole('region', { name: 'Lookup', exact: true })).toBeHidden();
    await expect(history.root).toBeHidden();
    const main = await box(page.locator('main'));
    // The rail's ~380 px go to the view.
    expect(main.width, view).toBeGreaterThan(lookupMain.width + 300);
  }
  await views.open('Lookup');
  await expect(lookup.root).toBeVisible();
  await expect(credentials.status()).toContainText('Using key demo');
});

test('on a phone the answer comes first: the form folds to one line, Edit unfolds it by keyboard', async ({ page, credentials, lookup, result, history }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await credentials.usePlain();
  // Before any lookup the form is there as usual.
  await expect(lookup.idField()).toBeVisible();
  await expect(page.getByTestId('lookup-summary')).toHaveCount(0);

  await lookup.run({ id: 'shop_1000000', lang: 'en' });
  await result.settled();
  const summary = page.getByTestId('lookup-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Company shop_1000000 · json · en');
  await expect(lookup.idField()).toBeHidden();
  const edit = summary.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveAttribute('aria-expanded', 'false');
  // The result starts right under the one-line summary, before credentials and history.
  const resultTop = (await box(result.root)).y;
  expect(resultTop).toBeLessThan(300);
  expect(resultTop).toBeLessThan((await box(credentials.root)).y);
  expect(resultTop).toBeLessThan((await box(history.root)).y);
  expect(await clippedTabs(page)).toEqual([]);
  // The reordered one-column page (the rail's parts around the answer) is still clean for axe.
  const { violations } = await axeScan(page).exclude('iframe.desc-frame').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Keyboard: Enter on Edit opens the form with the identifier focused; Enter there sends and folds again.
  await page.keyboard.press('Enter');
  await expect(lookup.idField()).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('shop_1000001');
  await page.keyboard.press('Enter');
  await result.settled();
  await expect(summary).toContainText('Company shop_1000001');
  await expect(lookup.idField()).toBeHidden();

  // A form error keeps the form open.
  await summary.getByRole('button', { name: 'Edit' }).click();
  await lookup.idField().fill('bad id!');
  await lookup.idField().press('Enter');
  await expect(lookup.root.locator('.field__error')).toBeVisible();
  await expect(lookup.idField()).toBeVisible();
});

test('result tabs never clip: at 375 px, in presenter type, and at 768 px', async ({ page, credentials, lookup, result }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  expect(await clippedTabs(page)).toEqual([]);
  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  await expect(result.tab('Envelope')).toBeVisible();
  expect(await clippedTabs(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await clippedTabs(page)).toEqual([]);
  await result.open('Envelope');
  await expect(result.tab('Envelope')).toBeInViewport();
});
