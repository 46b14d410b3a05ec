// A user's session of lookups: every result_type of a company shows the same record; every lang of a product is translated.
import { expect, test } from './fixtures';

test('a company lookup shows the same title in every result_type, and the raw body in that format', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await expect(page.getByText('Look up a listing')).toBeVisible();
  await credentials.usePlain();

  const titles: string[] = [];
  const formats = [
    { resultType: 'json', looksLike: /^\{"item":/ },
    { resultType: 'jsonu', looksLike: /^\{"item":/ },
    { resultType: 'xml', looksLike: /^<\?xml|^<response/ },
    { resultType: 'serialize', looksLike: /^a:\d+:\{/ },
    { resultType: 'var_export', looksLike: /^array \(/ },
  ] as const;
  for (const { resultType, looksLike } of formats) {
    await lookup.run({ id: 'shop_1000000', resultType });
    await result.settled();
    await result.open('Record');
    await expect(result.title()).not.toBeEmpty();
    titles.push((await result.title().textContent()) ?? '');
    await result.open('Raw');
    await expect(result.root.getByTestId('raw-result-type')).toHaveText(resultType);
    await expect(result.rawBody()).toHaveText(looksLike);
    // The request URL shown never carries the secret.
    await expect(result.root.getByTestId('request-url')).not.toContainText('demo-secret-2026');
  }
  // Five formats, one record: every title is the same Chinese text.
  expect(new Set(titles).size).toBe(1);
  expect(titles[0]).toMatch(/[\u4e00-\u9fff]/);
  await expect(page).toHaveURL(/op=company&item_id=shop_1000000&cache=yes&result_type=var_export&lang=cn/);
});

test('a product lookup in each lang shows translated text and the translation state', async ({ page, credentials, lookup, result }) => {
  await page.goto('/');
  await credentials.usePlain();
  const scripts = { cn: /[\u4e00-\u9fff]/, en: /^[\x20-\x7e]+$/, ru: /[\u0400-\u04ff]/ } as const;
  for (const lang of ['cn', 'en', 'ru'] as const) {
    await lookup.run({ operation: 'product', id: '600000000000', lang });
    await result.settled();
    await result.open('Record');
    await expect(result.title()).toHaveText(scripts[lang]);
    await expect(result.root.getByRole('article')).toHaveAttribute('lang', lang === 'cn' ? 'zh-CN' : lang);
    await result.open('Envelope');
    await expect(result.root.getByTestId('current-lang')).toHaveText(lang);
    await expect(result.errorCode()).toContainText('0000');
  }
});
