// Pure helpers the record views use to turn large fields into what they show, in linear time.

/** Distinct, non-empty URLs in first-seen order. A Set, not indexOf: 45,000 item_imgs made the old filter quadratic. */
export function uniqueUrls(urls: readonly string[]): string[] {
  return [...new Set(urls)].filter(Boolean);
}

/** "China»Zhejiang»Hangzhou" as its non-empty, trimmed segments. */
export function locationParts(value: string): string[] {
  return value
    .split('»')
    .map((p) => p.trim())
    .filter(Boolean);
}
