// Signed configs (DESIGN D3) in the browser: a config's life on the page's own clock (Playwright's clock runs the
// countdown, the warning and the refusal past expiry, in the panel and the presenter line). Making, pasting and refusing
// configs are checked in src/app/signed.test.tsx (issue 35).
import { makeSignedConfig } from '../scripts/sign';
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

test('a config made with --ttl lasts the meeting; once it has expired it is refused before sending, and a new one works', async ({ page, credentials, lookup, result }) => {
  test.setTimeout(60_000);
  const calls = lookupCalls(page);
  // The page's clock runs on from now and can jump; the gateway keeps the real one.
  await page.clock.install();
  await page.goto('/');
  await credentials.mode('Signed');
  // Signed mode opens on pasting a config (the secret stays out of the browser); making one from the secret is folded.
  await expect(credentials.root.getByLabel('Config JSON')).toBeVisible();
  await expect(credentials.root.getByLabel('secret', { exact: true })).toBeHidden();

  const config = await makeSignedConfig(['--key', DEMO.key, '--secret', DEMO.secret, '--ttl', '90m']);
  expect(Number(config.expires) - Number(config.timestamp)).toBe(5400);
  await credentials.pasteSigned(JSON.stringify(config));
  await expect(credentials.expiry()).toContainText(/Expires in 1:(29|30):\d\d/);
  await expect(credentials.expiry()).toHaveAttribute('data-state', 'ok');
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(1);
  expect(new URL(calls[0] ?? '').searchParams.get('expires')).toBe(config.expires);

  // 87 minutes later: the panel warns and offers a new config.
  await page.clock.fastForward(87 * 60_000);
  await expect(credentials.expiry()).toHaveAttribute('data-state', 'ending');
  await expect(credentials.expiry().getByRole('button', { name: 'Paste a new config' })).toBeVisible();

  // Past its expiry: the panel says Expired, and Look up is refused in the send path — nothing leaves.
  await page.clock.fastForward(4 * 60_000);
  await expect(credentials.expiry()).toHaveAttribute('data-state', 'expired');
  const at = await page.evaluate((ms) => new Date(ms).toTimeString().slice(0, 5), Number(config.expires) * 1000);
  await expect(credentials.expiry()).toContainText(`Expired at ${at}`);
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'request');
  await expect(result.failure().getByRole('alert')).toHaveText(`The signed config expired at ${at} — paste a new one; nothing was sent.`);
  await pageIdle(page);
  expect(calls).toHaveLength(1);

  // "Paste a new config" opens the paste box with the cursor in it; a fresh config sends again.
  await credentials.expiry().getByRole('button', { name: 'Paste a new config' }).click();
  const box = credentials.root.getByLabel('Config JSON');
  await expect(box).toBeFocused();
  const fresh = await makeSignedConfig(['--key', DEMO.key, '--secret', DEMO.secret, '--ttl', '2h']);
  await box.fill(JSON.stringify(fresh));
  await credentials.root.getByRole('button', { name: 'Use pasted config' }).click();
  await expect(credentials.expiry()).toHaveAttribute('data-state', 'ok');
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  expect(calls).toHaveLength(2);
});

test('presenter mode keeps the countdown on its one line: masked key, time left, the warning with Paste a new config, expired refused', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.clock.install();
  await page.goto('/');
  const config = await makeSignedConfig(['--key', DEMO.key, '--secret', DEMO.secret, '--ttl', '90m']);
  await credentials.pasteSigned(JSON.stringify(config));
  await expect(credentials.expiry()).toHaveAttribute('data-state', 'ok');

  await page.getByRole('button', { name: 'Presenter mode', exact: true }).click();
  const line = page.getByTestId('presenter-credentials');
  await expect(line).toHaveText(/^Using key de•+ \(signed\) · expires in 1:(29|30):\d\d$/);
  await expect(line).not.toContainText(DEMO.key + ' ');
  const expiry = line.getByTestId('signed-expiry');
  await expect(expiry).toHaveAttribute('data-state', 'ok');
  await expect(line.getByRole('button', { name: 'Paste a new config' })).toHaveCount(0);

  // The last five minutes: the line warns and offers a new config.
  await page.clock.fastForward(87 * 60_000);
  await expect(expiry).toHaveAttribute('data-state', 'ending');
  await expect(line).toHaveText(/expires in 2:\d\d — ask for a new configPaste a new config$/);

  // Expired: the line says so, and Look up is refused before anything leaves.
  await page.clock.fastForward(4 * 60_000);
  await expect(expiry).toHaveAttribute('data-state', 'expired');
  await expect(line).toContainText('config expired: lookups are not sent');
  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'request');
  await expect(result.failure().getByRole('alert')).toContainText('nothing was sent');
  await pageIdle(page);
  expect(calls).toHaveLength(0);

  // "Paste a new config" opens the panel on the paste box; once used, the panel folds back to the masked line.
  await line.getByRole('button', { name: 'Paste a new config' }).click();
  const box = credentials.root.getByLabel('Config JSON');
  await expect(box).toBeFocused();
  const fresh = await makeSignedConfig(['--key', DEMO.key, '--secret', DEMO.secret, '--ttl', '2h']);
  await box.fill(JSON.stringify(fresh));
  await credentials.root.getByRole('button', { name: 'Use pasted config' }).click();
  // Signed at the machine's time, read on the page's clock (91 minutes ahead): 2 h − 91 min.
  await expect(line).toHaveText(/^Using key de•+ \(signed\) · expires in 2\d:\d\d$/);
  await expect(line.getByTestId('signed-expiry')).toHaveAttribute('data-state', 'ok');
  expect(calls).toHaveLength(0);
});
