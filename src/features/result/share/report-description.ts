// The report's description (DESIGN D13, D15): cut to a budget of characters, sanitised as the frame's is, its trackers
// taken out by the frame's own rule (so the report never reads what the frame blocks), its remote sources made inert.
// A generator, so the report is built in slices that give the page back between steps.
import { RENDER_LIMITS } from '../../../config/defaults';
import { WorkBudget, type WorkStop } from '../../../lib/work-budget';
import { blockTrackers } from '../components/description-trackers';
import { sanitizeDesc } from '../components/description-view';
import type { Tracker } from '../trackers';
import { withoutRemoteSources } from './report-html';

/** The most description a report carries: the size past which the view itself renders only on request. */
export const REPORT_DESC_CHARS = RENDER_LIMITS.descAutoRenderChars;

export interface ReportDescription {
  /** Sanitised, trackers replaced by `notice`, loading attributes kept only as data-remote-*. */
  html: string;
  /** The trackers taken out (named by the masked URL): never read, listed as links. */
  trackers: Tracker[];
  /** Where the budget cut the description, or null when all of it is in. */
  stop: WorkStop | null;
  /** Characters of the description the report shows, and of the whole. */
  shown: number;
  total: number;
}

export interface DescriptionOptions {
  /** The text in place of a tracker. */
  notice: (tracker: Tracker) => string;
  /** The URL as received for a masked one (masking can hide what makes a URL a tracker). */
  received?: (src: string) => string | undefined;
  /** Characters at most (tests pass a small one). */
  limit?: number;
}

/** Where to cut: at the budget, moved back to the start of the tag it would split (a cut tag would lose its text). */
function cutAt(desc: string, budget: WorkBudget): number {
  if (desc.length <= budget.left) {
    budget.spend(desc.length);
    return desc.length;
  }
  const limit = budget.left;
  budget.spend(limit);
  const open = desc.lastIndexOf('<', limit);
  return open > desc.lastIndexOf('>', limit - 1) && open > 0 ? open : limit;
}

/** The description's steps, each one bounded by the budget; drive it with runInSlices (or runNow in tests). */
export function* reportDescription(desc: string, options: DescriptionOptions): Generator<void, ReportDescription, void> {
  const budget = new WorkBudget('characters', options.limit ?? REPORT_DESC_CHARS);
  const shown = cutAt(desc, budget);
  const cut = shown < desc.length;
  yield;
  const clean = sanitizeDesc(cut ? desc.slice(0, shown) : desc);
  yield;
  const { html, trackers } = blockTrackers(clean, { allowed: new Set(), notice: options.notice, ...(options.received ? { received: options.received } : {}) });
  yield;
  return { html: withoutRemoteSources(html), trackers, stop: cut ? budget.stop : null, shown, total: desc.length };
}
