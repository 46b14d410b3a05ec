// Keyboard shortcuts of the whole page. Letter keys act only when the focus is not in a text field and no modifier
// is held (so typing an identifier never triggers them); Ctrl/⌘+Enter runs the lookup from anywhere.
import { useEffect, useRef } from 'react';
import type { Credentials, LookupCall } from '../api/types';
import { copyCurl } from '../features/snippets/copy-curl';
import { stringsOf } from '../i18n/locale';
import { runCommand } from '../lib/commands';
import { en } from './strings';

export type ShortcutAction = 'lookup' | 'focusId' | 'operation' | 'raw' | 'copy' | 'presenter' | 'help';

/** The sheet's rows and the key handler read this one table, so the help never disagrees with the keys. */
export const SHORTCUTS: readonly { action: ShortcutAction; keys: readonly string[]; match: (e: KeyboardEvent) => boolean; anywhere?: boolean }[] = [
  { action: 'lookup', keys: ['Ctrl', 'Enter'], match: (e) => e.key === 'Enter' && (e.ctrlKey || e.metaKey), anywhere: true },
  { action: 'focusId', keys: ['/'], match: (e) => e.key === '/' },
  { action: 'operation', keys: ['O'], match: (e) => e.key === 'o' || e.key === 'O' },
  { action: 'raw', keys: ['R'], match: (e) => e.key === 'r' || e.key === 'R' },
  { action: 'copy', keys: ['Y'], match: (e) => e.key === 'y' || e.key === 'Y' },
  { action: 'presenter', keys: ['P'], match: (e) => e.key === 'p' || e.key === 'P' },
  { action: 'help', keys: ['?'], match: (e) => e.key === '?' },
];

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return false;
}

export function useShortcuts(run: (action: ShortcutAction) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.isComposing) return;
      // A modal dialog owns the keyboard (Escape closes it); shortcuts would act on the page behind it.
      if (document.querySelector('dialog[open]')) return;
      const typing = isTyping(e.target);
      for (const s of SHORTCUTS) {
        if (!s.match(e)) continue;
        if (!s.anywhere && (typing || e.ctrlKey || e.metaKey || e.altKey)) return;
        e.preventDefault();
        latest.current(s.action);
        return;
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

interface PageActions {
  /** The view shown: R toggles the raw answer only in Lookup. */
  view: string;
  /** The lookup on screen and the credentials in use, for Y (copy as cURL). */
  call: LookupCall | null;
  credentials: Credentials | null;
  say: (message: string) => void;
  togglePresenter: () => void;
  openHelp: () => void;
}

/** The page's shortcuts, each carried out where it belongs (the form's commands, the copy, presenter mode, help). */
export function usePageShortcuts(page: PageActions): void {
  useShortcuts((action) => {
    switch (action) {
      case 'lookup':
        runCommand('submit-lookup');
        break;
      case 'focusId':
        document.getElementById('lookup-id')?.focus();
        break;
      case 'operation':
        runCommand('switch-operation');
        break;
      case 'raw':
        if (page.view === 'lookup') runCommand('toggle-raw');
        break;
      case 'copy':
        void copyCurl(page.call, page.credentials).then((outcome) => {
          const S = stringsOf('app', en).shortcuts;
          page.say(outcome === 'nothing' ? S.nothingToCopy : outcome === 'copied' ? S.copied : outcome === 'failed' ? S.copyFailed : outcome.blocked);
        });
        break;
      case 'presenter':
        page.togglePresenter();
        break;
      case 'help':
        page.openHelp();
        break;
    }
  });
}
