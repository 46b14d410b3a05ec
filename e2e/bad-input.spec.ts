// Bad input at every field: identifiers, base URL, pasted signed configs. A clear message at the field, no request
// for hard errors, odd-but-legal identifiers sent safely encoded, and nothing crashes.
import { DEMO, expect, lookupCalls, markShownCall, test } from './fixtures';

test('identifiers: empty, whitespace, 10 KB, control characters are refused at the field with no request; emoji, ../ and %00 are sent encoded', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await credentials.usePlain();

  const refused: [string, RegExp][] = [
    ['', /Enter an identifier/],
    ['   \t  ', /Enter an identifier/],
    ['x'.repeat(10 * 1024), /At most 128 characters/],
    ['shop_\u00011000000', /No spaces or control characters/],
    ['shop_1000000\u0000', /No spaces or control characters/],
    ['shop_\u202e1000000', /No spaces or control characters/],
    ['shop 1000000', /No spaces or control characters/],
  ];
  for (const [id, message] of refused) {
    await lookup.run({ id });
    await expect(lookup.idField()).toHaveAttribute('aria-invalid', 'true');
    await expect(lookup.root.getByRole('alert')).toHaveText(message);
  }
  expect(calls).toEqual([]);
  await expect(page.getByRole('region', { name: /^Result/ })).toHaveCount(0);

  // Legal but odd: a shape warning at the field; sent with every character percent-encoded, answered 2000.
  for (const id of ['shop_😀', '../../etc/passwd', '%00', '..%2F..%2Fadmin']) {
    await lookup.fill({ id });
    await expect(lookup.root.getByText(/You can still send it/)).toBeVisible();
    // Enter pressed here, not through lookup.run: mark the answer on screen first, so settled() waits for this one's.
    await markShownCall(page);
    await lookup.idField().press('Enter');
    await result.settled();
    await expect(result.errorCode()).toContainText('2000');
    const sent = new URL(calls.at(-1) ?? '');
    expect(sent.pathname).toBe('/gateway/company/item_get/');
    expect(sent.searchParams.get('item_id')).toBe(id);
  }
  expect(calls).toHaveLength(4);
  expect(errors).toEqual([]);
});

test('after a lookup, an identifier made wrong is flagged as it is typed, and the flag goes when the form sends again', async ({ page, credentials, lookup, result }) => {
  const calls = lookupCalls(page);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000000' });
  await result.settled();
  expect(calls).toHaveLength(1);

  // A sent form checks each later edit as it is typed: no press of "Look up" needed for the message.
  await lookup.idField().fill('shop 1000000');
  await expect(lookup.idField()).toHaveAttribute('aria-invalid', 'true');
  await expect(lookup.root.getByRole('alert')).toHaveText(/No spaces or control characters/);
  await lookup.idField().fill('shop_1000001');
  await expect(lookup.root.getByRole('alert')).toHaveCount(0);
  await lookup.idField().fill('');
  await expect(lookup.root.getByRole('alert')).toHaveText(/Enter an identifier/);
  expect(calls).toHaveLength(1);

  await lookup.run({ id: 'shop_1000001' });
  await result.settled();
  await expect(lookup.idField()).not.toHaveAttribute('aria-invalid', 'true');
  await expect(lookup.root.getByRole('alert')).toHaveCount(0);
  expect(calls).toHaveLength(2);
});

test('base URL: not a URL, javascript:, data:, embedded credentials are refused at the field and nothing is sent', async ({ page, settings, baseURL }) => {
  const outside: string[] = [];
  const appOrigin = new URL(baseURL ?? '').origin;
  page.on('request', (r) => {
    if (!r.url().startsWith(appOrigin)) outside.push(r.url());
  });
  await page.goto('/');
  for (const bad of ['not a url', 'javascript:alert(1)//', 'data:text/html,<script>alert(1)</script>', 'ftp://127.0.0.1/', 'http://user:pass@127.0.0.1:9/']) {
    await settings.open();
    await settings.root.getByLabel('Base URL').fill(bad);
    await settings.root.getByRole('button', { name: 'Save' }).click();
    await expect(settings.root.getByLabel('Base URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.root.getByRole('alert').first()).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(settings.root).toBeHidden();
    await expect(page.getByRole('banner')).toContainText('/gateway');
  }
  expect(outside.filter((u) => !u.startsWith('data:'))).toEqual([]);
});

test('pasted signed configs: not JSON, not an object, a missing field, wrong types: a message at the field, no request, no crash', async ({ page, credentials }) => {
  const calls = lookupCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const valid = { key: DEMO.key, timestamp: String(Math.floor(Date.now() / 1000)), nonceStr: 'abcdefghijklmnop1234', signature: 'a'.repeat(64), apis: ['company.item_get'] };
  const cases: [string, RegExp][] = [
    ['{not json', /not JSON/],
    ['', /empty/],
    ['[1,2,3]', /must be a JSON object/],
    ['"just a string"', /must be a JSON object/],
    [JSON.stringify({ ...valid, signature: undefined }), /signature field is missing/],
    // (A numeric timestamp and comma-joined apis are accepted on purpose: the schema is lenient where it is unambiguous.)
    [JSON.stringify({ ...valid, timestamp: true }), /timestamp field has the wrong type/],
    [JSON.stringify({ ...valid, apis: { company: 1 } }), /apis field has the wrong type/],
    [JSON.stringify({ ...valid, key: 42 }), /key field has the wrong type/],
    [JSON.stringify({ ...valid, signature: 'zz' }), /64 hexadecimal/],
    [JSON.stringify({ ...valid, nonceStr: 'short' }), /nonceStr|16/],
  ];
  const box = credentials.root.getByLabel('Config JSON');
  // Signed mode opens on the "Paste a config" disclosure, and it stays open after a refused paste.
  await credentials.mode('Signed');
  await expect(box).toBeVisible();
  for (const [text, message] of cases) {
    await box.fill(text);
    await credentials.root.getByRole('button', { name: 'Use pasted config' }).click();
    // The message is an alert next to the field it is about (the config box, or the pasted field's own input).
    await expect(credentials.root.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(credentials.status()).toHaveText('No credentials yet.');
  }
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});
