// Fault scenarios selected by identifier (e.g. item_id=fault-4002): every failure kind a client must survive, on demand.

export type Fault =
  | { kind: 'code'; code: '4000' | '4001' | '4002' | '4009' | '4017' | '5000' }
  | { kind: 'http500' | 'reset' | 'slow' | 'truncated' | 'wrong-format' | 'empty' | 'echo-secret' | 'hostile-text' }
  | { kind: 'storm'; failures: number }
  | { kind: 'delay'; seconds: number };

const CODE_FAULTS = ['4000', '4001', '4002', '4009', '4017', '5000'] as const;
const TRANSPORT_FAULTS = ['http500', 'reset', 'slow', 'truncated', 'wrong-format', 'empty', 'echo-secret', 'hostile-text'] as const;

/** The fault an identifier selects, or undefined for an ordinary identifier. */
export function parseFault(id: string): Fault | undefined {
  if (!id.startsWith('fault-')) return undefined;
  const name = id.slice('fault-'.length);
  const code = CODE_FAULTS.find((c) => c === name);
  if (code) return { kind: 'code', code };
  const transport = TRANSPORT_FAULTS.find((t) => t === name);
  if (transport) return { kind: transport };
  const storm = /^storm-([1-9])$/.exec(name);
  if (storm) return { kind: 'storm', failures: Number(storm[1]) };
  const delay = /^delay-([1-9])$/.exec(name);
  if (delay) return { kind: 'delay', seconds: Number(delay[1]) };
  return undefined;
}

const NOTES: Record<string, string> = {
  'fault-4000': 'Answers 4000 (server internal error); charged.',
  'fault-4001': 'Answers 4001 (network error); charged.',
  'fault-4002': 'Answers 4002 (target server error); charged.',
  'fault-4009': 'Answers 4009 (API maintenance); not charged.',
  'fault-4017': 'Answers 4017 (timeout error); charged.',
  'fault-5000': 'Answers 5000 (unknown error); charged.',
  'fault-http500': 'HTTP 500 with an HTML body instead of an envelope; charged.',
  'fault-reset': 'Sends half a body, then drops the connection; charged.',
  'fault-slow': 'Answers normally after 20 s (drop the call earlier to test a client timeout); charged.',
  'fault-truncated': 'HTTP 200 with the body cut in the middle; charged.',
  'fault-wrong-format': 'Answers XML whatever result_type asked for; charged.',
  'fault-empty': 'HTTP 200 with an empty body; charged.',
  'fault-delay-3': 'Answers normally after 3 s, whatever the gateway latency (a call in flight long enough to switch views); charged. Any digit 1-9 works.',
  'fault-echo-secret': "A success that echoes the caller's secret in call_args, a request URL (percent-encoded, also in an X-Request-Url header) and the reason (with Key[key]); each result_type escapes it its own way. Use the escaped-secret account to see every escaping; charged.",
  'fault-hostile-text': 'A success with control and bidi characters (RLO, isolates, LRM/RLM, ALM, C0, C1, BOM) in every text: record fields, seller, links, priceRange keys, envelope fields; charged.',
  'fault-storm-3': 'The first 3 calls per key get 4008 (not charged), the 4th succeeds; then it starts over. Any digit 1-9 works.',
};

export const FAULT_IDS: readonly string[] = Object.keys(NOTES);

export function faultNote(id: string): string {
  return NOTES[id] ?? '';
}

/** Counts the 4008 answers already given per key+family+identifier of a storm, until its success. */
export class StormState {
  private readonly given = new Map<string, number>();

  /** True when this call must get 4008; resets the count once a call goes through. */
  shouldFail(stormKey: string, failures: number): boolean {
    const n = this.given.get(stormKey) ?? 0;
    if (n < failures) {
      this.given.set(stormKey, n + 1);
      return true;
    }
    this.given.delete(stormKey);
    return false;
  }
}
