// Whether the page shows keys masked (presenter mode, issue 15). The app shell provides it; views that print a request
// URL read it, so a shared screen never shows a key, even one out of sight. The masking itself is api/mask-secret's.
import { createContext, useContext } from 'react';

export const MaskKeysContext = createContext(false);

/** True when keys are to be shown masked (presenter mode). */
export function useMaskKeys(): boolean {
  return useContext(MaskKeysContext);
}
