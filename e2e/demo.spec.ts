// The demo path (issue 15): tracking images named and never loaded, pictures that load, failures in one quiet line.
import type { Page, Request } from '@playwright/test';
import { expect, test, type ResultPanel } from './fixtures';

/** Requests whose URL matches, from now on: a live list. */
function requestsWhere(page: Page, match: (url: URL) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (match(new URL(r.url()))) seen.push(r);
  });
  return seen;
}

/** Every <img> of the record, scrolled into view (they are lazy) and decoded; any with no width is a broken picture. */
async function brokenPictures(result: ResultPanel): Promise<string[]> {
  const imgs = result.root.locator('article.record img');
  const count = await imgs.count();
  const broken: string[] = [];
  for (let i = 0; i < count; i++) {
    const img = imgs.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
    if ((await img.evaluate((el: HTMLImageElement) => el.naturalWidth)) === 0) broken.push((await img.getAttribute('src')) ?? '');
  }
  return broken;
}

test('the tracking image of a real-shaped description is named with what it reveals and never requested, even after "Load images"', async ({ page, credentials, lookup, result }) => {
  // The vendor's tracking host.
  const requests = requestsWhere(page, (u) => u.hostname.endsWith('o0b.cn'));
  // Nothing may reach the real host, even when the test is wrong: answered here with an empty body.
  await page.route(/o0b\.cn/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ operation: 'product', id: '600000000000', cache: 'no' });
  await result.settled();
  await result.open('Description');
  const notice = result.root.getByTestId('tracker-notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('www.o0b.cn');
  // p is the caller's IPv4 as a uint32: the gateway saw 127.0.0.1.
  await expect(notice).toContainText('127.0.0.1');
  await expect(notice).toContainText('de••');
  await expect(notice).not.toContainText('demo');
  const frame = result.root.locator('iframe.desc-frame');
  await expect(frame).toHaveAttribute('srcdoc', /Tracking image blocked/);
  await expect(frame).not.toHaveAttribute('srcdoc', /o0b\.cn/);

  // The description's own pictures load once images are allowed, and the frame's own record of what it fetched holds
  // them and not the tracker. (Read in the frame: Playwright's request events once missed a picture the sandboxed
  // frame's process had loaded, so a count of them could not prove the tracker absent either.)
  await result.root.getByRole('button', { name: 'Load images' }).click();
  await expect(frame).toHaveAttribute('srcdoc', /img-src data: https: http:"/);
  const firstPicture = result.descFrame().locator('img[src*="desc-1.svg"]');
  await expect.poll(() => firstPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const fetchedByFrame = () => firstPicture.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  await expect.poll(async () => (await fetchedByFrame()).filter((name) => /\/_img\/.*desc-\d\.svg/.test(name)).length).toBeGreaterThan(0);
  expect((await fetchedByFrame()).filter((name) => name.includes('o0b.cn'))).toEqual([]);
  await expect(frame).not.toHaveAttribute('srcdoc', /o0b\.cn/);
  await expect(result.descFrame().locator('body')).toContainText('Tracking image blocked');
  expect(requests.map((r) => r.url())).toEqual([]);

  // Allowing it is the user's choice, one image at a time: only then does the frame ask for it.
  await notice.getByRole('button', { name: 'Allow this image' }).click();
  await expect(frame).toHaveAttribute('srcdoc', /o0b\.cn/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

test('the Try sample buttons show pictures that load, with no broken image in the record', async ({ page, credentials, result }) => {
  test.setTimeout(90_000);
  const samples = ['Try company shop_1000000', 'Try company edge-rich_1', 'Try product 600000000000'];
  for (const name of samples) {
    await test.step(name, async () => {
      // The Try buttons live in the empty state: each sample starts from a fresh page (the secret is kept in memory only).
      await page.goto('/');
      await credentials.usePlain();
      await page.getByRole('button', { name }).click();
      await result.settled();
      await expect(result.title()).not.toBeEmpty();
      expect(await brokenPictures(result)).toEqual([]);
      await expect(result.root.getByTestId('pictures-failed')).toHaveCount(0);
    });
  }
  // The flagship product (the last one) shows its own product word: a teddy bear (toys, word 1), not a T-shirt.
  await expect(result.root.locator('article.record img').first()).toHaveAttribute('src', /\/gateway\/_img\/toys\/1\//);
});

test('pictures that fail leave the gallery and are counted in one quiet line', async ({ page, credentials, lookup, result }) => {
  await page.route(/\/_img\/.*main-[2-9]\.svg/, (route) => route.abort());
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ operation: 'product', id: '600000000000', cache: 'no' });
  await result.settled();
  const line = result.root.getByTestId('pictures-failed');
  await expect(line).toHaveText(/^\d+ pictures? could not be loaded\.$/);
  await expect(result.root.locator('.picture--missing')).toHaveCount(0);
  expect(await brokenPictures(result)).toEqual([]);
  await expect(result.root.locator('article.record img')).toHaveCount(1);
});
