// The demo playlist (issue 24), against a real gateway of its own: a five-step playlist (two live, three stored) runs in
// presenter mode with exactly two item_get calls, stepping back and forth included; with that gateway stopped the live
// steps show their stored answers and say why; "Stored answers only" makes it 0 calls; export and import give the same
// steps back, a damaged file is refused with a message; axe finds nothing on the builder and the run.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeScan, expect, lookupCalls, pageIdle, test } from './fixtures';
import { OwnGateway } from './own-gateway';

test.use({ trace: 'off' });

// This worker's own gateway, on a port the system gives; a restart listens on the same port again, since the
// environment names it.
const own = new OwnGateway();

test.beforeAll(() => own.start());

test.afterAll(() => own.stop());

async function axe(page: Page): Promise<string[]> {
  const { violations } = await axeScan(page).exclude('iframe.desc-frame').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Picks the option of a select whose text contains `text` (History's labels carry times). */
async function pickOption(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

const LOOKUPS = [
  { id: 'shop_1000001', lang: 'ru' as const },
  { id: 'shop_1000002', lang: 'en' as const },
  { id: 'shop_1000003', lang: 'cn' as const },
  { id: 'shop_1000004', lang: 'en' as const },
  { id: 'shop_1000005', lang: 'ru' as const },
];

test('a five-step playlist runs with two calls, falls back when its gateway stops, makes none with stored answers only, and exports and imports', async ({ page, credentials, lookup, result, settings, history }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  // An environment on this test's own gateway, so it can be stopped mid-way.
  await settings.addEnvironment('Demo room', own.url);
  await credentials.usePlain();
  for (const l of LOOKUPS) {
    await lookup.run(l);
    await result.settled();
  }
  await expect(history.entries()).toHaveCount(5);
  // One of them pinned: the builder offers it under Pinned and the step says where it came from.
  const pinned = history.entries().filter({ hasText: 'shop_1000005' });
  await pinned.getByRole('button', { name: /^Pin company/ }).click();
  await expect(pinned.getByRole('button', { name: /^Pin company/ })).toHaveAttribute('aria-pressed', 'true');

  // Build: five History answers; steps 1 and 3 live, the rest stored.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Playlist', exact: true }).click();
  const builder = page.getByTestId('playlist-builder');
  await expect(builder.getByTestId('playlist-empty')).toBeVisible();
  for (const l of LOOKUPS) await pickOption(builder.getByLabel('Add from History'), l.id);
  const steps = builder.getByTestId('playlist-step');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Stored answer of');
  await expect(steps.nth(4)).toContainText('shop_1000005 · lang=ru · json · pinned');
  await expect(builder.getByLabel('Add from History').locator('optgroup[label="Pinned"] option')).toHaveCount(1);
  await builder.getByLabel('Title of step 1').fill('A company in Russian');
  await builder.getByLabel('Mode of step 1').selectOption('live');
  await builder.getByLabel('Mode of step 3').selectOption('live');
  // Reorder by button and by keyboard: 2 goes down and comes back up.
  await builder.getByRole('button', { name: 'Move step 2 down' }).click();
  await expect(steps.nth(2)).toContainText('shop_1000002');
  await builder.getByLabel('Title of step 3').press('Alt+ArrowUp');
  await expect(steps.nth(1)).toContainText('shop_1000002');
  await expect(builder.getByTestId('playlist-billed')).toHaveText('This run makes 2 billed calls.');
  // At a projector's 1024×768, five steps do not push the run's actions off the first screen (they sit above the list).
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const name of ['Start in presenter mode', 'Export as HTML']) await expect(builder.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  await expect(builder.getByTestId('playlist-billed')).toBeInViewport({ ratio: 1 });
  expect(await axe(page), 'axe on the builder').toEqual([]);

  // Run: two calls, and stepping back and forth again makes no third.
  const calls = lookupCalls(page);
  await builder.getByRole('button', { name: 'Start in presenter mode' }).click();
  const run = page.getByTestId('playlist-run');
  const badge = run.getByTestId('playlist-badge');
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(run.getByRole('heading', { name: 'A company in Russian' })).toBeVisible();
  await expect(badge).toHaveText('Live');
  await expect(run.getByTestId('record-title')).toBeVisible();
  const expected = ['Live', /^Stored /, 'Live', /^Stored /, /^Stored /];
  for (let i = 1; i < 5; i += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(run.getByTestId('playlist-step-of')).toHaveText(`Step ${i + 1} of 5`);
    await expect(badge).toHaveText(expected[i] as string | RegExp);
    await expect(run.getByTestId('record-title')).toBeVisible();
  }
  expect(await axe(page), 'axe on the run').toEqual([]);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(run.getByTestId('playlist-step-of')).toHaveText('Step 1 of 5');
  await expect(badge).toHaveText('Live');
  for (let i = 0; i < 4; i += 1) await run.getByRole('button', { name: 'Next →' }).click();
  await expect(run.getByTestId('playlist-step-of')).toHaveText('Step 5 of 5');
  await pageIdle(page);
  expect(calls).toHaveLength(2);
  await expect(run.getByTestId('playlist-calls')).toHaveText('Billed calls this run: 2');
  // The run bar says what the run may cost, and it sent no more than that.
  await expect(run.getByTestId('playlist-announced')).toHaveText('This run makes 2 billed calls.');
  await run.getByRole('button', { name: 'End run' }).click();
  await expect(page.locator('.app--presenter')).toHaveCount(0);

  // The gateway stops mid-way: the live steps show their stored answers and say why.
  await builder.getByRole('button', { name: 'Start in presenter mode' }).click();
  await expect(badge).toHaveText('Live');
  await own.stop();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(run.getByTestId('playlist-step-of')).toHaveText('Step 3 of 5');
  // Presenter mode: the customer sees the stored answer with a quiet badge, never the reason (issue 38).
  await expect(badge).toHaveText(/^Shown from the saved answer of .+/);
  await expect(run.getByTestId('record-title')).toBeVisible();
  await run.getByRole('button', { name: 'End run' }).click();

  // Stored answers only: no call at all, the stored answers shown with the reason.
  await own.start();
  const before = calls.length;
  await page.getByRole('switch', { name: 'Stored answers only' }).click();
  await expect(builder).toContainText('"Stored answers only" is on');
  await builder.getByRole('button', { name: 'Start in presenter mode' }).click();
  await expect(badge).toHaveText(/^Shown from the saved answer of .+/);
  await expect(run.getByTestId('record-title')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(badge).toHaveText(/^Shown from the saved answer of .+/);
  await pageIdle(page);
  expect(calls.length - before).toBe(0);
  await run.getByRole('button', { name: 'End run' }).click();

  // Export, then import: the same steps come back as a second playlist.
  const download = page.waitForEvent('download');
  await builder.getByRole('button', { name: 'Export as HTML' }).click();
  const file = await (await download).path();
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('<script type="application/json" id="playlist-data">');
  expect(html).not.toContain('demo-secret-2026');
  const titles = await steps.locator('input[id^="step-title-"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await builder.getByLabel('Import a playlist file').setInputFiles(file);
  await expect(builder.getByTestId('playlist-message')).toHaveText(/^Imported ".+" \(5 steps\)\.$/);
  await expect(builder.getByLabel('Playlist', { exact: true }).locator('option')).toHaveCount(2);
  expect(await steps.locator('input[id^="step-title-"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(titles);
  await expect(builder.getByTestId('playlist-billed')).toHaveText('This run makes 2 billed calls.');

  // A damaged file: a clear message, nothing lost.
  await builder.getByLabel('Import a playlist file').setInputFiles({ name: 'broken.html', mimeType: 'text/html', buffer: Buffer.from(html.replace('"steps":[', '"steps":[{"oops"')) });
  await expect(builder.getByTestId('playlist-message')).toHaveText('This playlist file is damaged or from another program. Nothing was imported.');
  await expect(builder.getByLabel('Playlist', { exact: true }).locator('option')).toHaveCount(2);
  await expect(steps).toHaveCount(5);
});

test('in Chinese and dark: a sample step without a stored answer says so, and with no credentials its run shows a clear message, no call', async ({ page }) => {
  const calls = lookupCalls(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByLabel('Theme').selectOption('dark');
  await page.locator('#app-language').selectOption('zh');
  await page.getByRole('navigation').getByRole('button', { name: '演示列表', exact: true }).click();
  const builder = page.getByTestId('playlist-builder');
  await expect(builder.getByRole('heading', { name: '演示列表' })).toBeVisible();
  await expect(builder.getByTestId('playlist-empty')).toHaveText('还没有步骤：请在下方添加示例或历史记录中的结果。');
  await expect(builder.getByTestId('playlist-billed')).toHaveText('本次运行不产生计费调用：所有步骤都是已保存的。');
  await expect(builder.getByText('历史记录中还没有保存的结果：请先运行一次查询。')).toBeVisible();
  await pickOption(builder.getByLabel('添加示例'), 'shop_1000000');
  await expect(builder.getByTestId('playlist-step')).toContainText('没有保存的结果：仅实时');
  await expect(builder.getByLabel('第 1 步的方式').locator('option[value="stored"]')).toBeDisabled();
  await expect(builder.getByTestId('playlist-billed')).toHaveText('本次运行将产生 1 次计费调用。');
  await expect(builder.getByText('此环境没有凭据：实时步骤将显示其保存的结果。')).toBeVisible();
  expect(await axe(page), 'axe on the builder (zh, dark)').toEqual([]);

  await builder.getByRole('button', { name: '在演示模式中开始' }).click();
  const run = page.getByTestId('playlist-run');
  await expect(run.getByTestId('playlist-no-fallback')).toHaveText('此步骤暂时无法实时显示。');
  expect(await axe(page), 'axe on the run (zh, dark)').toEqual([]);
  await pageIdle(page);
  expect(calls).toHaveLength(0);
});
