// Signed configs (DESIGN D3): made in the browser, pasted from `npm run sign`, and expired — the secret never needed twice.
import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { DEMO, expect, test } from './fixtures';

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
  await expect(credentials.root.getByText(/already expired.*make or paste a new one/)).toBeVisible();
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
  await expect(result.failure()).toContainText('not charged (ignored)');
  await expect(result.failure().getByRole('alert')).toContainText('make or paste a new one');
  await expect(result.failure().getByRole('alert')).not.toContainText('secret');
});
