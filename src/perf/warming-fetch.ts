// Speed work for a large answer: a fetch that starts the parse worker as soon as the response headers announce a body
// it will take (any large body read from its stream, JSON too), so the worker boots while the body downloads instead of
// after it. Installed into the send path by startPerf (src/perf/index.ts) once the sending code has loaded.
import { declaredLength } from '../api/read-body';
import { OFF_THREAD_MIN_CHARS, parseBodyOffThread, type OffThreadParser } from '../api/parse/off-thread';

export function warmingFetch(parser: Pick<OffThreadParser, 'prewarm'> = parseBodyOffThread, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (declaredLength(response) >= OFF_THREAD_MIN_CHARS) parser.prewarm();
    return response;
  };
}
