// Turns a parsed body into the normalised Envelope and record; the only fatal case is a body that is not an object.
import { parseApiInfo } from '../api-info';
import { notEnvelopeFailure } from '../failures';
import type { Deviation, Envelope, Failure, ListingRecord, Operation } from '../types';
import { companyRecordSchema } from './company-record';
import { envelopeKindOf, envelopeSchema } from './envelope';
import { createLenient, describeValue, DeviationSink, isPlainObject } from './lenient';
import { productRecordSchema } from './product-record';

export interface Normalised {
  envelope: Envelope | null;
  record: ListingRecord | null;
  deviations: Deviation[];
  /** Set when the body is not an envelope object at all: the parse failure the caller reports. */
  fatal?: Failure;
}

/**
 * The schemas are built once for the page; what they report goes to the sink of the parse under way. Parsing is
 * synchronous, so one forwarding sink that points at the current lookup's own sink is enough.
 */
class ForwardingSink extends DeviationSink {
  target: DeviationSink | null = null;
  override add(...args: Parameters<DeviationSink['add']>): void {
    this.target?.add(...args);
  }
}
const forwarding = new ForwardingSink();
let built: { success: ReturnType<typeof envelopeSchema>; error: ReturnType<typeof envelopeSchema>; company: ReturnType<typeof companyRecordSchema>; product: ReturnType<typeof productRecordSchema> } | null = null;
function schemas() {
  if (!built) {
    const l = createLenient(forwarding);
    built = { success: envelopeSchema(l, 'success'), error: envelopeSchema(l, 'error'), company: companyRecordSchema(l), product: productRecordSchema(l) };
  }
  return built;
}

/**
 * Builds the schemas and runs them once over a minimal answer of each operation, so the first real answer of a page
 * does not pay for building and compiling them (called when the page is idle).
 */
export function warmNormaliser(): void {
  for (const operation of ['company', 'product'] as const) normaliseEnvelope({ error_code: '0000', reason: '', item: { title: '' } }, operation);
}

/** Normalises one parsed body for the given operation; record only for error_code 0000 with an object item. */
export function normaliseEnvelope(value: unknown, operation: Operation): Normalised {
  if (!isPlainObject(value)) {
    return { envelope: null, record: null, deviations: [], fatal: notEnvelopeFailure(value) };
  }
  const sink = new DeviationSink();
  const previous = forwarding.target;
  forwarding.target = sink;
  try {
    return normaliseInto(value, operation, sink);
  } finally {
    forwarding.target = previous;
  }
}

function normaliseInto(value: Record<string, unknown>, operation: Operation, sink: DeviationSink): Normalised {
  const s = schemas();
  const kind = envelopeKindOf(new DeviationSink(), value);
  const envelope = s[kind].parse(value);

  if (envelope.api_info !== undefined && envelope.api_info !== '' && parseApiInfo(envelope.api_info) === null) {
    sink.add('api_info', 'apiInfo', describeValue(envelope.api_info), 'shownAsText');
  }

  let record: ListingRecord | null = null;
  if (kind === 'success') {
    const item = value.item;
    if (isPlainObject(item)) {
      record = operation === 'company' ? { operation, value: s.company.parse(item) } : { operation, value: s.product.parse(item) };
    } else if (item !== undefined) {
      sink.add('item', 'object', describeValue(item), 'noRecord');
    }
  }
  return { envelope, record, deviations: sink.list() };
}
