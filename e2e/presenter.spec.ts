// Presenter mode on a phone, a tablet and a projector (issue 15): nothing wider than the screen, large type everywhere,
// measured on real layout. The masking rules (no key from a 4016 reason, the sample secret) are checked in
// src/app/presenter.test.tsx (issue 35).
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

