// The header at laptop and projector widths (issue 38): the environment's name and the account are never cut, in
// English and Chinese; the gateway host may be. Only a browser lays text out, so this is a browser test.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// NAME_MAX is 40: a name as long as the settings allow.
const LONG_NAME = 'Production EU-West customer account 01';

/** How the header's chip is laid out: whether the name and the account are shown whole and inside the window. */
function measure(page: Page) {
  return page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('#app-environment');
    const account = document.querySelector<HTMLElement>('[data-testid="header-account"]');
    if (!select || !account) throw new Error('no environment chip');
    // The chosen name's own width in the select's font: a select cuts its text without telling scrollWidth.
    const probe = document.createElement('span');
    const style = getComputedStyle(select);
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`;
    probe.textContent = select.selectedOptions[0]?.text ?? '';
    document.body.append(probe);
    const nameWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const box = (el: Element) => el.getBoundingClientRect();
    return {
      name: select.selectedOptions[0]?.text,
      // Room for the text inside the select, less its padding (the arrow sits in the padding).
      nameShown: select.clientWidth - padding + 0.5 >= nameWidth,
      accountShown: account.scrollWidth <= account.clientWidth + 1 && account.textContent !== '',
      inside: [select, account].every((el) => box(el).left >= 0 && box(el).right <= window.innerWidth),
      pageWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
    };
  });
}

test('a 40-character environment name and the account read whole at 1024, 1280 and 1366 px, in English and Chinese', async ({ page, credentials, settings }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await settings.addEnvironment(LONG_NAME, 'https://api-gateway.customer-production.example.com/v2/gateway');
  await credentials.usePlain('customer-key-7f3a91', 'customer-secret');
  await expect(page.getByTestId('header-account')).toContainText('cu…');

  for (const language of ['en', 'zh'] as const) {
    // English first, then Chinese: the picker is still named in English when Chinese is chosen.
    await page.getByRole('combobox', { name: 'Interface language' }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
    for (const width of [1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      const m = await measure(page);
      expect(m, `${width} px, ${language}`).toEqual({ name: LONG_NAME, nameShown: true, accountShown: true, inside: true, pageWidth: width, windowWidth: width });
    }
  }
});
