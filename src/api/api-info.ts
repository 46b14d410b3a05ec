// Reads the envelope's api_info usage text (DESIGN D7) into numbers for the quota meter; never throws.
import type { ApiInfo } from './types';

function numberAfter(text: string, label: string): number | undefined {
  // "today: max:" (empty numbers) must yield undefined, not the next label's number.
  const match = new RegExp(`\\b${label}\\s*[:=]\\s*(\\d+)`, 'i').exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** today/max/all[T=a+b+c]/expires, each part optional; null when the value is not a string or names none of them. */
export function parseApiInfo(text: unknown): ApiInfo | null {
  if (typeof text !== 'string') return null;
  const info: ApiInfo = { raw: text };
  const today = numberAfter(text, 'today');
  if (today !== undefined) info.today = today;
  const max = numberAfter(text, 'max');
  if (max !== undefined) info.max = max;
  const all = /all\s*\[\s*(\d*)\s*(?:=\s*([\d\s+]*))?\]/i.exec(text);
  if (all) {
    if (all[1] !== undefined && all[1] !== '') info.total = Number(all[1]);
    const parts = (all[2] ?? '').split('+').map((p) => p.trim()).filter((p) => p !== '');
    if (parts.length > 0) info.parts = parts.map(Number);
  }
  const expires = /expires\s*[:=]\s*(\d{4}-\d{2}-\d{2})/i.exec(text);
  if (expires?.[1] !== undefined) info.expires = expires[1];
  const labelled = /\b(today|max|all|expires)\b/i.test(text);
  return labelled ? info : null;
}

/** Calls left today, or undefined when today or max is not known. */
export function quotaLeft(info: ApiInfo | null): number | undefined {
  if (!info || info.today === undefined || info.max === undefined) return undefined;
  return Math.max(0, info.max - info.today);
}
