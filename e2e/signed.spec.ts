// Signed configs (DESIGN D3): made in the browser, pasted from `npm run sign`, and expired — the secret never needed twice.
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { makeSignedConfig } from '../scripts/sign';
import { DEMO, expect, lookupCalls, pageIdle, test } from './fixtures';

/** Signs a config the way a customer's backend would (D3), at a chosen time. */
function signAt(unixSeconds: number, secret: string = DEMO.secret) {
  const apis = ['company.item_get', 'product.item_get'];
  const nonceStr = randomBytes(12).toString('hex');
  const timestamp = String(unixSeconds);
  const canonical = `apis=${[...apis].sort().join(',')}&key=${DEMO.key}&nonceStr=${nonceStr}&timestamp=${timestamp}`;
  const signature = createHmac('sha256', secret).update(canonical).digest('hex');
  return { key: DEMO.key, timestamp, nonceStr, signature, apis };
}

test('a config made in the browser from the secret looks up, and the secret is not kept', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.makeSigned();
  await expect(credentials.expiry()).toContainText(/Expires in [45]:\d\d/);
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.title()).not.toBeEmpty();
  await result.open('Raw');
  await expect(result.root.getByTestId('request-url')).toContainText('signature=');
  await expect(result.root.getByTestId('request-url')).not.toContainText(DEMO.secret);
  // The secret was used once to sign: nothing in storage holds it.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(DEMO.secret);
});

test('a config pasted from npm run sign looks up a product', async ({ page, credentials, lookup, result }) => {
  const printed = execFileSync('npx', ['tsx', 'scripts/sign.ts', '--key', DEMO.key, '--secret', DEMO.secret], { encoding: 'utf8' });
  await page.goto('/');
  await credentials.pasteSigned(printed);
  await expect(credentials.status()).toContainText('signed config');
  await expect(credentials.expiry()).toContainText('Expires in');
  await lookup.run({ operation: 'product', id: '600000000000', lang: 'en' });
  await result.settled();
  await expect(result.title()).toHaveText(/teddy bear/i);
});

test('a pasted config with bad fields shows each error at its field', async ({ page, credentials }) => {
  await page.goto('/');
  await credentials.pasteSigned(JSON.stringify({ key: 'demo', timestamp: 'yesterday', nonceStr: 'short', signature: 'xyz', apis: ['company.item_get'] }));
  await expect(credentials.root.getByLabel('timestamp', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(credentials.root.getByLabel('nonceStr', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(credentials.root.getByLabel('signature', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(credentials.status()).toHaveText('No credentials yet.');
});

test('an expired config is refused at paste; a refused config gets 4005 with advice about the config, not a secret', async ({ page, credentials, lookup, result }) => {
  const expired = signAt(Math.floor(Date.now() / 1000) - 600);
  await page.goto('/');
  await credentials.pasteSigned(JSON.stringify(expired));
  await expect(credentials.root.getByText(/This config expired at \d\d:\d\d: ask for a new one/)).toBeVisible();
  await expect(credentials.status()).toHaveText('No credentials yet.');

  // Fresh, but signed with another secret: the gateway refuses the signature. The paste box is still open.
  await credentials.root.getByLabel('Config JSON').fill(JSON.stringify(signAt(Math.floor(Date.now() / 1000), 'not-the-secret')));
  await credentials.root.getByRole('button', { name: 'Use pasted config' }).click();
  await expect(credentials.expiry()).toContainText(/Expires in [45]:\d\d/);
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  await expect(result.failure()).toHaveAttribute('data-kind', 'api');
  await expect(result.errorCode()).toContainText('4005');
  await expect(result.errorCode()).toContainText('Invalid authentication credentials');
  await expect(result.errorCode()).toContainText('Authorization failed.');
  await expect(result.failure()).toContainText('Not billed: refused calls (4005) are free.');
  await expect(result.failure().getByRole('alert')).toContainText('make or paste a new one');
  await expect(result.failure().getByRole('alert')).not.toContainText('secret');
});

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
