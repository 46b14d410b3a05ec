// What the last paste did, as the notice under the identifier box shows it: why it could not be read, or what it
// filled, where the credentials went and what it ignored. Types only (the app carries the paste out).
import type { ParseProblem, PasteSource } from './paste-types';
import type { PastePlan } from './paste-plan';

export type PasteOutcome =
  | { n: number; where: 'box' | 'panel'; kind: 'problem'; problem: ParseProblem }
  | {
      n: number;
      where: 'box' | 'panel';
      kind: 'filled';
      source: PasteSource;
      /** The plan; its credentials are kept (in memory) only while an "Add environment" offer waits for them. */
      plan: PastePlan;
      /** The environment switched to, by name. */
      switchedTo: string | null;
      /** The environment added from the offer, by host. */
      added: string | null;
      /** Where the pasted credentials went: this tab's credentials (plain or signed), held for an offer, or nowhere. */
      credentials: 'plain' | 'signed' | 'held' | 'none';
    };
