// The colour theme: the system's by default (CSS media query, no attribute), or a remembered light/dark choice.
import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../config/defaults';
import { readStored, writeStored } from '../lib/storage';

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

function isTheme(v: unknown): v is Theme {
  return v === 'system' || v === 'light' || v === 'dark';
}

export function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function storedTheme(): Theme {
  return readStored('local', STORAGE_KEYS.theme, isTheme) ?? 'system';
}

export function useTheme() {
  const [theme, setState] = useState<Theme>(storedTheme);
  const setTheme = useCallback((next: Theme) => {
    writeStored('local', STORAGE_KEYS.theme, next);
    applyTheme(next);
    setState(next);
  }, []);
  return [theme, setTheme] as const;
}
