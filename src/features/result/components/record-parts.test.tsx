// @vitest-environment happy-dom
// Numbers of one record read alike (issue 38): sales and the minimum order are grouped as the price is, in English and
// in the interface language's form in Chinese.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerChinese, setLocale } from '../../../i18n/locale';
import { zh } from '../../../app/zh-catalogs';
import { findDemoProduct } from '../../../../gateway/data/demo';
import { normaliseEnvelope } from '../../../api/schemas/normalise';
import type { ProductRecord } from '../../../api/types';
import { ProductRecordView } from './product-record';
import { Count, Price } from './record-parts';

afterEach(async () => {
  cleanup();
  await setLocale('en', false);
});

function shown(node: React.ReactElement): string {
  const { container } = render(node);
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('Count', () => {
  it.each([
    ['en', 18650, '18,650'],
    ['en', 1234567, '1,234,567'],
    ['zh', 18650, '18,650'],
  ] as const)('in %s shows %d as %s, as Price shows the same figure', async (locale, n, text) => {
    registerChinese(async () => zh);
    await setLocale(locale, false);
    expect(shown(<Count value={n} />)).toBe(text);
    expect(shown(<Price value={n} />)).toBe(text);
  });

  it('shows a dash for a count the listing does not give', () => {
    expect(shown(<Count value={null} />)).toBe('—');
    expect(shown(<Count value={undefined} />)).toBe('—');
  });
});

describe('a product record of the demo set', () => {
  it('shows its sales grouped as its price (18,650), in both languages', async () => {
    const item = findDemoProduct('700000000002', 'en');
    const normalised = normaliseEnvelope({ error_code: '0000', reason: '', item: { ...item, price: 18650 } }, 'product');
    const record = normalised.record?.value as ProductRecord;
    expect(record.sales).toBe(18650);
    for (const locale of ['en', 'zh'] as const) {
      registerChinese(async () => zh);
      await setLocale(locale, false);
      const { container } = render(<ProductRecordView record={record} lang="en" />);
      const row = (name: string) => container.querySelector(`dt[title="${name}"]`)?.closest('.kv__row')?.querySelector('dd')?.textContent;
      expect(row('sales'), locale).toBe('18,650');
      expect(row('price'), locale).toBe('18,650');
      cleanup();
    }
  });
});
