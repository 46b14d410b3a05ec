// A parsed answer's envelope and record, as a lookup and a History answer both read them (issue 36).
import { attachDescription } from './lazy-description';
import { normaliseEnvelope, type Normalised } from './schemas/normalise';
import type { Operation } from './types';

/** What the parse worker sent of a large body: the record it read, and the long description it kept apart as bytes. */
export interface ReadInWorker {
  normalised?: Normalised;
  desc?: Uint8Array;
}

/**
 * The envelope and record of `tree`: the ones the parse worker read when it parsed the body, else read here. A long
 * description the worker sent apart (issue 25; normalising saw the '' in its place) is put back in the parsed item, the
 * envelope's item and the record, decoded when first read.
 */
export function answerRecord(tree: unknown, operation: Operation, worker?: ReadInWorker): Normalised {
  const normalised = worker?.normalised ?? normaliseEnvelope(tree, operation);
  if (worker?.desc) {
    const item = (tree as { item?: unknown } | null)?.item;
    attachDescription([item, normalised.envelope?.item, normalised.record?.value], worker.desc);
  }
  return normalised;
}
