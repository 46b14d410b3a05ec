// The counted query reader reads a query exactly as URLSearchParams does (issue 34: it replaced a native call that held
// the page ~100 ms over a 1 MB query), and yields between chunks of a long one.
import { describe, expect, it } from 'vitest';
import { WorkBudget, runNow } from '../../lib/work-budget';
import { formPairs, ScanMeter, unlimitedMeter } from './scan';

const QUERIES = [
  '',
  '?',
  'a=1',
  '?key=demo&secret=demo-secret-2026&num_iid=600000000001',
  'a=1&&b=2&',
  'a&b=&=c',
  'q=red+shoes&x=%E4%B8%AD%E6%96%87',
  'bad=%zz&ok=%41&half=%E4',
  'a=b=c&%3D=%26',
  'sp=%20+%2B',
];

describe('formPairs', () => {
  it.each(QUERIES)('reads %j as URLSearchParams does', (query) => {
    expect(runNow(formPairs(query, unlimitedMeter()))).toEqual([...new URLSearchParams(query)]);
  });

  it('counts a long query on the meter and yields between chunks', () => {
    const query = 'a=b&'.repeat(50_000);
    const meter = new ScanMeter(new WorkBudget('characters', 10_000_000));
    let yields = 0;
    const walk = formPairs(query, meter);
    for (let step = walk.next(); !step.done; step = walk.next()) yields += 1;
    expect(meter.budget.spent).toBeGreaterThanOrEqual(query.length);
    expect(yields).toBeGreaterThanOrEqual(40);
  });
});
