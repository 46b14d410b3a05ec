// The interface language (English or Chinese), remembered in localStorage and independent of the data's own `lang`.
// English strings live next to each feature (strings.ts) and ship with it; the Chinese catalog of every feature is
// one chunk (zh.ts) loaded only when Chinese is chosen, so the initial bundle carries no second language.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/defaults';
import { readStored, writeStored } from '../lib/storage';
import type { Catalogs, Namespace } from './catalogs';

export type Locale = 'en' | 'zh';
export const LOCALES: readonly Locale[] = ['en', 'zh'];

interface State {
  readonly locale: Locale;
  readonly zh: Catalogs | null;
}

let state: State = { locale: 'en', zh: null };
const listeners = new Set<() => void>();

function isLocale(v: unknown): v is Locale {
  return v === 'en' || v === 'zh';
}

/** The remembered choice, else the browser's first language when it is Chinese, else English. */
export function initialLocale(): Locale {
  const stored = readStored('local', STORAGE_KEYS.locale, isLocale);
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language ?? '');
  return /^zh\b/i.test(preferred) ? 'zh' : 'en';
}

function publish(next: State) {
  state = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next.locale === 'zh' ? 'zh-CN' : 'en';
  for (const l of listeners) l();
}

let zhLoad: Promise<Catalogs> | null = null;
let zhLoader: (() => Promise<Catalogs>) | null = null;
/** The app says where every namespace's Chinese is (this layer imports no feature). */
export function registerChinese(load: () => Promise<Catalogs>): void {
  zhLoader = load;
}
function loadZh(): Promise<Catalogs> {
  if (!zhLoader) return Promise.reject(new Error('no Chinese catalog registered'));
  zhLoad ??= zhLoader().catch((error: unknown) => {
    zhLoad = null;
    throw error;
  });
  return zhLoad;
}

/**
 * Switches the interface language. Chinese is applied only once its catalog has loaded, so the page never
 * shows a half-translated state; a failed load keeps the current language and rejects (the caller says so).
 */
export async function setLocale(next: Locale, remember = true, stillWanted: () => boolean = () => true): Promise<void> {
  if (remember) writeStored('local', STORAGE_KEYS.locale, next);
  if (next === 'zh') {
    const zh = await loadZh();
    // A later choice (English, picked while Chinese was loading) wins over this one.
    if (stillWanted()) publish({ locale: 'zh', zh });
  } else {
    publish({ ...state, locale: 'en' });
  }
}

export function currentLocale(): Locale {
  return state.locale;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  return state;
}

/** Strings of one namespace in the current language, outside React (stores, controllers, schemas). */
export function stringsOf<K extends Namespace>(ns: K, en: Catalogs[K]): Catalogs[K] {
  return state.locale === 'zh' && state.zh ? state.zh[ns] : en;
}

/** Strings of one namespace in the current language; re-renders the component when the language changes. */
export function useStrings<K extends Namespace>(ns: K, en: Catalogs[K]): Catalogs[K] {
  const s = useSyncExternalStore(subscribe, snapshot, snapshot);
  return s.locale === 'zh' && s.zh ? s.zh[ns] : en;
}

export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, snapshot, snapshot).locale;
}

const countFormats = new Map<Locale, Intl.NumberFormat>();
/** Numbers in the interface language's grouping (both use 1,234); one formatter per language, made once. */
export function formatCount(n: number): string {
  let format = countFormats.get(state.locale);
  if (!format) countFormats.set(state.locale, (format = new Intl.NumberFormat(state.locale === 'zh' ? 'zh-CN' : 'en')));
  return format.format(n);
}

// Dates and times are 24-hour en-GB in both languages (tests and screenshots read them). A toLocale*String call makes
// a new formatter every time (~0.4 ms in Chromium): the history list re-rendered every entry on every lookup with it.
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "25/11/2026, 14:56:22": a moment with its date, as History and Compare show stored answers. */
export function formatDateTime(ms: number): string {
  return (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' })).format(ms);
}

/** "14:56:22": a moment of today, 24-hour. */
export function formatTime(ms: number): string {
  return (timeFormat ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' })).format(ms);
}

/**
 * The first number or date formatted in a page loads the browser's locale data (30–75 ms measured in Chromium); done
 * while the page is idle, it is not paid by the first lookup's render.
 */
export function warmFormatters(): void {
  formatCount(1234.5);
  formatTime(0);
}
