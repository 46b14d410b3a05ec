// A failed live step in front of a customer (issue 38), at a projector's 1024×768 in presenter mode: the step's gateway
// has stopped, so the call never arrives; the screen shows the stored answer with a quiet badge and none of the
// developer words a failure's reason is made of. The browser is here for what only it shows: the text actually on the
// screen of the built app (the rules themselves are component tests in playlist-run.test.tsx).
import { expect, test } from './fixtures';
import { OwnGateway } from './own-gateway';

test.use({ trace: 'off' });

// This test's own gateway, on a port the system gives, so it can be stopped without touching the app's.
const own = new OwnGateway();

test.beforeAll(() => own.start());

test.afterAll(() => own.stop());

/** What a customer must never read on the shared screen: the words a failure's technical reason is made of. */
const FORBIDDEN = ['CORS', 'npm', 'gateway', 'localhost', '127.0.0.1', 'http', 'TypeError', 'fetch'];

test('at 1024×768 in presenter mode, a live step whose gateway stopped shows its stored answer and no developer text', async ({ page, credentials, lookup, result, settings }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await settings.addEnvironment('Demo room', own.url);
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000002', lang: 'en' });
  await result.settled();

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Playlist', exact: true }).click();
  const builder = page.getByTestId('playlist-builder');
  const history = builder.getByLabel('Add from History');
  await history.selectOption((await history.locator('option', { hasText: 'shop_1000002' }).first().getAttribute('value')) ?? '');
  await builder.getByLabel('Title of step 1').fill('Our supplier in Hangzhou');
  await builder.getByLabel('Mode of step 1').selectOption('live');
  await expect(builder.getByTestId('playlist-billed')).toHaveText('This run makes 1 billed call.');

  await own.stop();
  await builder.getByRole('button', { name: 'Start in presenter mode' }).click();
  const run = page.getByTestId('playlist-run');
  await expect(page.locator('.app--presenter')).toBeVisible();
  await expect(run.getByTestId('playlist-badge')).toHaveText(/^Shown from the saved answer of .+/);
  await expect(run.getByTestId('record-title')).toBeVisible();

  // The run as laid out (innerText: what is rendered, not hidden), the stored record excepted: it is the customer's own
  // data (a listing carries links), not a message of ours. The words as listed: "HTTP 200" beside the answer is no URL.
  const shown = await run.evaluate((el: HTMLElement) => {
    let text = el.innerText;
    for (const record of el.querySelectorAll<HTMLElement>('.record')) text = text.replace(record.innerText, '');
    return text;
  });
  expect(shown).toContain('Our supplier in Hangzhou');
  for (const word of FORBIDDEN) expect(shown, `"${word}" on the presenter's screen`).not.toContain(word);
  // The reason is the presenter's: in the notes, opened on purpose.
  await run.getByRole('button', { name: 'Presenter notes' }).click();
  await expect(run.getByTestId('playlist-notes')).toContainText('The live call failed:');
});
