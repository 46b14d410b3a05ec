// A report's sections built one at a time under a budget of characters (DESIGN D15): a playlist of 15,000 steps or
// any list the input sizes becomes a report in slices that give the page back, and stops at the cap with a count.
import { WorkBudget, type WorkStop } from '../../../lib/work-budget';

/** The most characters a report's sections carry (about 8 MB of HTML: a file a browser still opens at once). */
export const REPORT_SECTION_CHARS = 8_000_000;

export interface ReportSection {
  heading: string;
  html: string;
}

export interface SectionsBuilt {
  sections: ReportSection[];
  /** Where the budget stopped the list, or null when every item is in. */
  stop: WorkStop | null;
  /** Items in the report, and in the list. */
  shown: number;
  total: number;
}

/** One section per item until the budget is spent; drive it with runInSlices (runNow in tests). */
export function* sectionsWithin<T>(items: readonly T[], render: (item: T, index: number) => ReportSection, limit = REPORT_SECTION_CHARS): Generator<void, SectionsBuilt, void> {
  const budget = new WorkBudget('characters', limit);
  const sections: ReportSection[] = [];
  for (const [index, item] of items.entries()) {
    if (budget.exhausted) return { sections, stop: budget.stop, shown: index, total: items.length };
    const section = render(item, index);
    budget.spend(section.heading.length + section.html.length);
    sections.push(section);
    yield;
  }
  return { sections, stop: null, shown: items.length, total: items.length };
}
