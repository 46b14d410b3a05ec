// Presenter mode on a phone and a tablet (issue 15): nothing wider than the screen, large type everywhere, and no key
// in sight when the service's own reason text carries it.
import type { Page } from '@playwright/test';
import { zh as appZh } from '../src/app/strings.zh';
import { answerShown, expect, markShownCall, test } from './fixtures';

/** What sticks out past the right edge: the page's scroll width, and every visible element whose box does. */
function measure(page: Page) {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const past: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      // The visible part: a scroll box (a wide table or raw line) clips what it holds, and that is not past the edge.
      let right = box.right;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
      }
      if (right > vw + 0.5) past.push(`${el.tagName.toLowerCase()}.${String(el.className).replace(/ /g, '.')} right=${Math.round(right)}`);
    }
    // The smallest type a person can see (screen-reader-only text aside).
    let smallest = Infinity;
    let smallestText = '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('.visually-hidden')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < smallest) {
        smallest = size;
        smallestText = `${el.tagName.toLowerCase()}.${String(el.className)}: ${node.textContent.trim().slice(0, 40)}`;
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: vw, past, smallest, smallestText };
  });
}

async function expectFits(page: Page, where: string) {
  const m = await measure(page);
  expect(m.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(m.innerWidth);
  expect(m.past, `${where}: elements past the right edge`).toEqual([]);
  // Presenter type: nothing under 15 px (labels and hints were ~11 px).
  expect(m.smallest, `${where}: smallest type (${m.smallestText})`).toBeGreaterThanOrEqual(15);
}

/** A lookup as a person does it at any width and in either language: unfold the form if it is folded, fill, Enter. */
async function lookUp(page: Page, operation: 'company' | 'product', id: string) {
  const edit = page.getByTestId('lookup-summary').getByRole('button');
  if (await edit.isVisible()) await edit.click();
  await page.locator(`input[name="operation"][value="${operation}"]`).check();
  await page.locator('#lookup-id').fill(id);
  await markShownCall(page);
  await page.locator('#lookup-id').press('Enter');
  await answerShown(page);
}

/** The interface language, then presenter mode from its header button. */
async function presentIn(page: Page, ui: 'en' | 'zh') {
  await page.locator('#app-language').selectOption(ui);
  await expect(page.locator('html')).toHaveAttribute('lang', ui === 'zh' ? 'zh-CN' : 'en');
  await page.getByRole('button', { name: ui === 'zh' ? appZh.presenter.toggle : 'Presenter mode', exact: true }).click();
  await expect(page.locator('.app')).toHaveClass(/app--presenter/);
}

for (const width of [375, 768]) {
  for (const ui of ['en', 'zh'] as const) {
    test(`presenter mode at ${width} px (${ui}): record, description and error fit the screen in large type`, async ({ page, credentials }) => {
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/');
      await credentials.usePlain();
      await presentIn(page, ui);
      await expectFits(page, 'empty');

      await lookUp(page, 'product', '600000000000');
      await expect(page.getByTestId('record-title')).toBeVisible();
      await expectFits(page, 'record');

      await page.locator('section.result').getByRole('tab').nth(1).click();
      await expect(page.frameLocator('iframe.desc-frame').locator('body')).not.toBeEmpty();
      await expectFits(page, 'description');

      await lookUp(page, 'company', 'fault-4002');
      await expect(page.getByTestId('failure')).toBeVisible();
      await expectFits(page, 'error');
      // The raw details of the failure, unfolded.
      await page.getByTestId('failure').locator('summary').first().click();
      await expectFits(page, 'error with its raw body');
    });
  }
}

test('a 4016 whose reason carries the key shows no key in presenter mode, in any tab or fold', async ({ page, credentials, lookup, result }) => {
  const key = 'no-balance';
  await page.goto('/');
  await credentials.usePlain(key, `${key}-secret`);
  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  await expect(page.locator('.app')).toHaveClass(/app--presenter/);

  const answer = page.waitForResponse((r) => r.url().includes('/item_get/'));
  await lookup.run({ id: 'shop_1000000', cache: 'no' });
  // The gateway words it as the real service does: the key is in the reason as received.
  expect(await (await answer).text()).toContain(`Key[${key}]`);
  await result.settled();
  await expect(result.errorCode()).toContainText('4016');

  const shown = () => page.locator('body').innerText();
  expect(await shown()).not.toContain(key);
  // Unfolded raw details, then every tab.
  for (const summary of await result.failure().locator('summary').all()) await summary.click();
  expect(await shown()).not.toContain(key);
  for (const tab of ['Raw', 'Envelope', 'Record', 'Description'] as const) {
    await result.open(tab);
    expect(await shown(), tab).not.toContain(key);
  }
  // Not even in what is out of sight: the whole document's text.
  expect(await page.locator('body').textContent()).not.toContain(key);
});

/** The header on one row: its parts (brand, environment, every tool) side by side, none wrapped below another. */
async function expectOneRowHeader(page: Page, where: string) {
  const rows = await page.locator('header.app__header').evaluate((header) => {
    const parts = [...header.querySelectorAll<HTMLElement>(':scope > *, .app__tools > *')].filter((el) => el.getBoundingClientRect().height > 0 && !el.classList.contains('app__tools') && !el.classList.contains('visually-hidden'));
    return parts.map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className}`, middle: Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2) }));
  });
  const middles = rows.map((r) => r.middle);
  expect(Math.max(...middles) - Math.min(...middles), `${where}: header parts on one row ${JSON.stringify(rows)}`).toBeLessThanOrEqual(6);
}

for (const size of [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
]) {
  for (const ui of ['en', 'zh'] as const) {
    test(`presenter at ${size.width}×${size.height} (${ui}): one-row header, one column with the answer first, the tracker notice one line, the frame's text large`, async ({ page, credentials }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      await credentials.usePlain();
      await expectOneRowHeader(page, 'normal mode');
      await presentIn(page, ui);
      await lookUp(page, 'company', 'shop_1000000');
      await expect(page.getByTestId('record-title')).toBeVisible();
      await expectOneRowHeader(page, 'presenter');
      await expectFits(page, 'record');
      // One column: the answer spans the column the folded form's line spans, and comes before credentials.
      const summary = await page.locator('section.lookup').boundingBox();
      const answer = await page.locator('section.result').boundingBox();
      expect(summary && answer && Math.abs(summary.x - answer.x) <= 2 && Math.abs(summary.width - answer.width) <= 2, 'answer as wide as the form line').toBe(true);
      expect(answer && answer.y > (summary?.y ?? 0)).toBe(true);
      // A projector shows the record, not a sliver of it: six fields or more on the first screen.
      const fieldsInView = await page.locator('section.result .kv__row > dt').evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight && r.getBoundingClientRect().height > 0).length);
      expect(fieldsInView).toBeGreaterThanOrEqual(6);

      await page.locator('section.result').getByRole('tab').nth(1).click();
      const folded = page.getByTestId('trackers-folded');
      await expect(folded.locator('summary')).toHaveText(ui === 'zh' ? '已拦截 1 张跟踪图片' : '1 tracking image blocked');
      await expect(page.getByTestId('tracker-notice')).toBeHidden();
      await expect(page.frameLocator('iframe.desc-frame').locator('body')).toHaveCSS('font-size', '18px');
      await folded.locator('summary').click();
      await expect(page.getByTestId('tracker-notice')).toBeVisible();
      await expectFits(page, 'description');
    });
  }
}

test('the sample secret is shown only for the reference gateway, and never in presenter mode', async ({ page, baseURL, settings }) => {
  const hint = page.getByTestId('empty-hint');
  await page.goto('/');
  // The reference gateway lists its sample account in its catalog: the first screen names it.
  await expect(hint).toContainText('key demo, secret demo-secret-2026');
  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  await expect(page.locator('.app')).toHaveClass(/app--presenter/);
  await expect(hint).toHaveText(/^Enter your API key and secret under Credentials/);
  await expect(page.locator('body')).not.toContainText('demo-secret-2026');
  // Left from the note under the header (on a 1280 px screen the header keeps no room for its own toggle).
  await page.getByRole('button', { name: 'Leave presenter mode' }).click();
  await expect(hint).toContainText('demo-secret-2026');
  // Another gateway (here one with no catalog, as a real one): no sample secret on its first screen.
  await settings.open();
  await settings.root.getByRole('button', { name: 'New environment' }).click();
  await settings.root.getByLabel('Environment name').fill('Real');
  await settings.root.getByLabel('Base URL').fill(`${new URL(baseURL ?? '').origin}/no-gateway-here`);
  await settings.root.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: 'Environment' })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Environment' }).locator('option:checked')).toHaveText('Real');
  await expect(hint).toHaveText(/^Enter your API key and secret under Credentials/);
  await expect(page.locator('body')).not.toContainText('demo-secret-2026');
});
