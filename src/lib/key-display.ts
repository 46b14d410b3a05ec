// How the page shows the caller's key: in full for a developer, masked in presenter mode (issue 15). The app shell
// provides it; views that print a request URL read it, so a shared screen never shows a key, even one out of sight.
import { createContext, useContext } from 'react';

export const MaskKeysContext = createContext(false);

/** True when keys are to be shown masked (presenter mode). */
export function useMaskKeys(): boolean {
  return useContext(MaskKeysContext);
}

/** The key's first two characters, the rest as dots: enough to tell accounts apart, not enough to copy one. */
export function maskKey(key: string): string {
  return key.length <= 2 ? '••••' : `${key.slice(0, 2)}${'•'.repeat(Math.min(6, key.length - 2))}`;
}

/** A request URL with its key= value masked (the secret is masked in it already, DESIGN D10). */
export function maskUrlKey(url: string): string {
  return url.replace(/([?&]key=)([^&#]*)/g, (_m, name: string, value: string) => name + maskKey(decodeSafe(value)));
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
