// `npx tsx bench/hostile-path.ts`: each hostile path (src/lib/json-path-hostile.ts) and a few sensible ones on the 2 MB
// listing, run in Node as the path filter runs them (runPath, 8 ms slices): the longest slice, the slices, the work
// counted, whether the walk completed, and the total time. Measured, never asserted (the machine is shared and noisy).
import { hugeCompany, hugeProduct } from '../gateway/data/edge-huge';
import { runPath } from '../src/lib/json-path';
import { HOSTILE_PATHS } from '../src/lib/json-path-hostile';

const SENSIBLE = ['$..*', '$..title', '$.item.props[*].name'];
const listings = {
  'product 900000000002': { error_code: '0000', reason: '', item: hugeProduct('900000000002', 'en') },
  'company edge-huge_1': { error_code: '0000', reason: '', item: hugeCompany('edge-huge_1', 'en') },
};

async function main(): Promise<void> {
  for (const [name, body] of Object.entries(listings)) {
    console.log(`\n${name}`);
    for (const query of [...SENSIBLE, ...HOSTILE_PATHS]) {
      let longest = 0;
      let slices = 0;
      const t0 = performance.now();
      const answer = await runPath(body, query, {
        onSlice: (start, end) => {
          slices += 1;
          longest = Math.max(longest, end - start);
        },
      });
      const took = performance.now() - t0;
      if (!answer.ok) throw new Error(`${query}: ${answer.message}`);
      const shown = query.length > 56 ? `${query.slice(0, 53)}...` : query;
      console.log(
        `${shown.padEnd(57)} longest slice ${longest.toFixed(1).padStart(5)} ms, ${String(slices).padStart(4)} slices, ` +
          `${(took / 1000).toFixed(2)} s; work ${answer.work.toLocaleString('en')}, held ${answer.held}, ` +
          `${answer.complete ? 'complete' : `stopped at ${answer.stop?.limit.toLocaleString('en')} ${answer.stop?.unit}`}, ${answer.total.toLocaleString('en')} matches`,
      );
    }
  }
}

void main();
