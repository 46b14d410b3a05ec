// @vitest-environment happy-dom
// A large product's gallery (issue 36): item_imgs is a long list read from bytes (long-list.ts); its repeats are folded
// in slices that give the page the thread back, and the gallery says it is reading them until then.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeList, longList } from '../../../api/long-list';
import { normaliseEnvelope } from '../../../api/schemas/normalise';
import type { ProductRecord } from '../../../api/types';
import { ProductRecordView } from './product-record';

afterEach(cleanup);

describe('a large product gallery', () => {
  it('folds the repeats of 45,000 item_imgs (each picture twice) without one long task, then shows 50 at a time', async () => {
    const item = { num_iid: '900000000006', title: 'Big', pic_url: 'https://img.example.com/0.jpg', price: 1, item_imgs: [], props: [], seller_info: {}, props_img: {}, desc_img: [] };
    const record = normaliseEnvelope({ error_code: '0000', reason: '', item }, 'product').record?.value as ProductRecord;
    const images = Array.from({ length: 45_000 }, (_, i) => ({ url: `https://img.example.com/${Math.floor(i / 2)}.jpg` }));
    render(<ProductRecordView record={{ ...record, item_imgs: longList(encodeList(images)) as ProductRecord['item_imgs'] }} lang="cn" />);
    expect(screen.getByRole('status').textContent).toBe('Reading the pictures…');
    expect(await screen.findByText('Showing 50 of 22,500 pictures.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(document.querySelectorAll('.gallery img')[0]?.getAttribute('src')).toBe('https://img.example.com/0.jpg');
  });
});
