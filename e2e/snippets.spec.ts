// Code snippets in the browser: the curl snippet copied through the real clipboard holds no secret and, run for real
// against the e2e server's gateway, returns the record the app shows. The snippets' secret rules in every language are
// checked in src/app/snippets.test.tsx (issue 35).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO, expect, test } from './fixtures';

test('the copied curl snippet holds no secret and returns the same envelope as the app', async ({ page, credentials, lookup, result, views, snippets }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await credentials.usePlain();
  await lookup.run({ id: 'shop_1000002', lang: 'en', version: `it's & 中文` });
  await result.settled();
  await views.open('Code');
  await snippets.root.getByRole('button', { name: 'curl', exact: true }).click();
  await snippets.root.getByRole('button', { name: 'Copy' }).click();
  await expect(snippets.root.getByRole('button', { name: 'Copied' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toBe(await snippets.code().textContent());
  expect(curl).not.toContain(DEMO.secret);

  // Run it as a user would: credentials from the environment.
  const { stdout } = await promisify(execFile)('bash', ['-c', curl], { env: { ...process.env, API_KEY: DEMO.key, API_SECRET: DEMO.secret }, encoding: 'utf8' });
  // The app masks the caller's key wherever the response carries it (the tracker's k=, call_args): so does the comparison.
  const fromCurl = JSON.parse(stdout.replace(/(?<![\w-])demo(?![\w-])/g, 'de**')) as { error_code: string; item: unknown; call_args: unknown };
  await result.open('Raw');
  const fromApp = JSON.parse((await result.rawBody().textContent()) ?? '') as { item: unknown; call_args: unknown };
  expect(fromCurl.error_code).toBe('0000');
  expect(fromCurl.item).toEqual(fromApp.item);
  expect(fromCurl.call_args).toEqual(fromApp.call_args);
});
