// The lookup session: which lookup is on screen, the deep link that names it, and the one submit path that sends it.
// Sending goes through runLookup only; showing a lookup (Back/Forward, a view switch, a remount, opening a link, a
// reload or a restored tab) never sends one (DESIGN D14): only the person's explicit action does.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallSender } from '../api/call-ledger';
import type { CallAuthority, ConnectionSettings, LookupCall, LookupParams } from '../api/types';
import type { LookupFormValues } from '../features/lookup/lookup-values';
import { afterNextPaint } from '../lib/idle';
import { cancelLookup, runLookup } from '../queries/lookup';
import { readDeepLink, writeDeepLink, type DeepLink } from './deep-link';

interface SessionOptions {
  settings: ConnectionSettings;
  /** The authority in force (null when there are no credentials): what a send is made under. */
  authority: CallAuthority | null;
  /** A send from another view brings the lookup view back. */
  onSend: () => void;
}

/** The quota a lookup's answer reported (its api_info), for the account it was sent with: shown beside a batch run's cost. */
export interface LookupQuota {
  account: string;
  text: string;
  at: number;
}

export function useLookupSession({ settings, authority, onSend }: SessionOptions) {
  const client = useQueryClient();
  const [initialLink] = useState<DeepLink>(() => readDeepLink(window.location.search));
  const [call, setCall] = useState<LookupCall | null>(null);
  // The lookup a link (or a reload, or a restored tab) names, or one asked for without credentials: the form holds it
  // and it waits for Look up. It is never sent by itself.
  const [pending, setPending] = useState<LookupParams | null>(initialLink.params);
  // The form remounts with these values when something outside it (deep link, history, sample) fills it.
  const [formSeed, setFormSeed] = useState<{ values: LookupFormValues; n: number }>({ values: initialLink.values, n: 0 });
  // The quota the latest lookup answer reported.
  const [lastApiInfo, setLastApiInfo] = useState<LookupQuota | undefined>(undefined);
  const latest = useRef({ settings, authority, onSend });
  useEffect(() => {
    latest.current = { settings, authority, onSend };
  });

  /** The explicit action: sends the lookup now, whichever view is shown, and shows its answer. */
  const send = useCallback(
    (params: LookupParams, history: 'push' | 'replace' = 'push', sender: CallSender = 'lookup') => {
      const now = latest.current;
      if (!now.authority) {
        writeDeepLink(params, history);
        setPending(params);
        return;
      }
      // The call leaves first; the address bar, the view and the state updates follow in the same task.
      const next: LookupCall = { settings: now.settings, params, authority: now.authority };
      // What the answer brings beyond itself (the quota beside a batch run) is drawn after the answer is painted.
      void runLookup(client, next, { sender }).then((result) => {
        const apiInfo = result.envelope?.api_info;
        if (apiInfo) afterNextPaint(() => setLastApiInfo({ account: result.request.account, text: apiInfo, at: result.startedAt }));
      });
      writeDeepLink(params, history);
      setPending(null);
      setCall(next);
      now.onSend();
      // Stacked layout (phones): the result is below the forms, so bring it into view.
      if (window.innerWidth <= 860) {
        requestAnimationFrame(() => document.getElementById('main')?.scrollIntoView({ block: 'start' }));
      }
    },
    [client],
  );

  /** Fills the form with a lookup (history, a sample) and sends it. */
  const fillAndSend = useCallback(
    (params: LookupParams, sender: CallSender = 'lookup') => {
      setFormSeed((s) => ({ values: params, n: s.n + 1 }));
      send(params, 'push', sender);
    },
    [send],
  );

  /** Fills the form with a lookup (a pasted request) and sends nothing: it waits for Look up. */
  const fill = useCallback((values: LookupFormValues) => {
    setFormSeed((s) => ({ values, n: s.n + 1 }));
  }, []);

  const retry = useCallback(() => {
    if (call) send(call.params, 'replace');
  }, [call, send]);

  const cancel = useCallback(() => {
    if (call) cancelLookup(call);
  }, [call]);

  // Back/Forward shows the lookup the URL names: its answer when the store has it, never a new call.
  useEffect(() => {
    function onPopState() {
      const link = readDeepLink(window.location.search);
      setFormSeed((s) => ({ values: link.values, n: s.n + 1 }));
      const now = latest.current;
      setCall(link.params && now.authority ? { settings: now.settings, params: link.params, authority: now.authority } : null);
    }
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return {
    call,
    pending,
    formSeed,
    lastApiInfo,
    askedBaseUrl: initialLink.askedBaseUrl,
    send,
    fillAndSend,
    fill,
    retry,
    cancel,
    clear: () => setCall(null),
    // Another environment: nothing of the old one stays on screen, and a lookup waiting for credentials is dropped
    // (it would otherwise leave by itself when the new environment brings credentials).
    reset: () => {
      setCall(null);
      setPending(null);
    },
  };
}

export type LookupSession = ReturnType<typeof useLookupSession>;
