// The speed work done for a page's first lookup, in one place, so the form, the masker and the deep link read as what
// they do. Each piece states what it buys: the first lookup's click → painted record of a fresh page with the piece
// turned off, against the same build with it (`BENCH_ONLY=first npm run bench`, 2026-11-26, builds interleaved in two
// rounds of 8 runs on the shared 2-core machine at load average 10–16; a piece is judged on the phase it acts on, the
// click → fetch() or the response → painted record, whose medians are steadier than the whole lookup's). Pieces that
// bought under 2 ms were removed (DESIGN.md Budgets): the form's own fast send around handleSubmit (click → fetch()
// 5.6 ms with it, 4.5 without), its schema checked once at idle (5.6 / 5.5), the deep link written 20 ms after the send
// (network stack 2.1 / 2.4 ms), the masker's patterns compiled at idle (response → record 37.2 / 31.7 ms) and React
// Query notifying in a microtask (37.2 / 37.2 ms). main.tsx calls startPerf once, before the first render.
import { preloadLookupForm } from '../app/side-rail';
import { preloadLookupView } from '../app/main-views';
import { onDescriptionFrameShown } from '../features/result/frame-shown';
import { warmFormatters } from '../i18n/locale';
import { whenIdle } from '../lib/idle';
import { lookupKeys, preloadLookup } from '../queries/lookup';
import { queryClient } from '../queries/query-client';
import { keepFrameProcessWarm } from './frame-keeper';

/**
 * The code the first lookup needs (form, sender, API module, parsers, result view), fetched right after the first
 * paint: nothing the first lookup needs may wait on a chunk loaded after the click (DESIGN.md Budgets). Not a trick to
 * measure: without it the first click waits for the lookup chunk.
 */
function preloadFirstLookup(): void {
  void preloadLookupForm();
  // Once the sending code is here, its response schemas are built and compiled at an idle moment, not by the first
  // answer (the normaliser is in the sender's chunk: loading it here costs no extra request).
  void preloadLookup().then(async () => {
    const [{ warmingFetch }, { setFetchForSends }] = await Promise.all([import('./warming-fetch'), import('../queries/send-lookup')]);
    setFetchForSends(() => warmingFetch());
    whenIdle((await import('../api/schemas/normalise')).warmNormaliser);
  });
  preloadLookupView();
}

/**
 * The first answer's rendering, warmed at idle with a built-in sample (warm-up.tsx; no call), unless a lookup was sent
 * before the page idled. Buys ~50 ms: response → painted record 37.2 ms with it, 88.2 ms without (the first lookup
 * 166 ms against 283 ms); it keeps ~1 MiB more JS heap (the compiled render path) while the page lives.
 */
function warmResultView(): void {
  const untouched = () => queryClient.getQueryCache().findAll({ queryKey: lookupKeys.all }).length === 0;
  whenIdle(() => void import('./warm-up').then((m) => m.warmLookupView(untouched)).catch(() => undefined));
}

/**
 * Starts the page's speed work: chunk preloads, then at idle the locale data for numbers and times (30–75 ms of the
 * first answer's render by its own measure, not measured again here; the warm-up formats with it too) and the result
 * view's warm-up; and the description frames' process kept alive from the first description on (frame-keeper.ts).
 */
export function startPerf(): void {
  onDescriptionFrameShown(keepFrameProcessWarm);
  preloadFirstLookup();
  whenIdle(warmFormatters);
  warmResultView();
}
