// "Paste a request", carried out: the pasted text is read (its code loads on the first paste), the form is filled, the
// environment with that base URL is switched to (or offered), and a pasted secret becomes this tab's credentials in
// memory only. Nothing is sent: the form waits for Look up (DESIGN D12, D14). The app hands in the environments, the
// switch path, the form's fill and the credentials store's hold (features never import each other).
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Credentials, LookupParams } from '../../api/types';
import { lazyPart } from '../../components/ui/error-boundary';
import { heldCredentials, subscribeCredentials } from '../../queries/credential-vault';
import { looksLikeRequest } from './looks-like-request';
import type { PasteOutcome } from './paste-outcome';
import type { EnvironmentLike } from './paste-plan';
import { identityOf } from '../../api/credential-identity';

// The paste box's code loads on the first click or paste, not with the form.
const PasteRequest = lazyPart(() => import('./components/paste-request').then((m) => ({ default: m.PasteRequest })));

export interface PasteDeps {
  /** The environments as they are now, and the one in use. */
  state: { list: readonly EnvironmentLike[]; activeId: string };
  switchEnvironment: (id: string) => void;
  /** Adds an environment for the base URL and makes it the one in use. */
  addEnvironment: (draft: { baseUrl: string; host: string; companyApiType: string; productApiType: string }) => void;
  fill: (values: LookupParams) => void;
  /** Makes pasted credentials this tab's, in memory only (the credentials store's holdCredentialsInMemory). */
  holdCredentials: (credentials: Credentials) => void;
}

export function usePasteRequest(deps: PasteDeps) {
  const [outcome, setOutcome] = useState<PasteOutcome | null>(null);
  // The paste box under the identifier box; its code loads when it is first opened (or on the first paste).
  const [open, setOpen] = useState(false);
  // Bumped when pasted credentials become this tab's: the credentials panel shows them folded, like any it was given.
  const [credentialsSeed, setCredentialsSeed] = useState(0);
  const latest = useRef(deps);
  useEffect(() => {
    latest.current = deps;
  });
  const count = useRef(0);
  // A large paste is read in slices; a newer paste (or leaving) stops the one still being read.
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  // The pasted credentials' identity while the notice says the tab holds them: once the tab holds them no more
  // (Forget, other credentials entered), the notice about the pasted secret goes (issue 38).
  const pasted = useRef<string | null>(null);
  useEffect(
    () =>
      subscribeCredentials(() => {
        const identity = pasted.current;
        if (identity === null || heldCredentials().some((c) => identityOf(c) === identity)) return;
        pasted.current = null;
        setOutcome((o) => (o?.kind === 'filled' && (o.credentials === 'plain' || o.credentials === 'signed') ? { ...o, credentials: 'none' } : o));
      }),
    [],
  );

  const take = useCallback((credentials: Credentials) => {
    latest.current.holdCredentials(credentials);
    pasted.current = identityOf(credentials);
    setCredentialsSeed((n) => n + 1);
    return credentials.mode;
  }, []);

  const read = useCallback(
    async (text: string, where: 'box' | 'panel') => {
      const n = (count.current += 1);
      reading.current?.abort();
      const controller = new AbortController();
      reading.current = controller;
      const [{ readPaste }, { planPaste }] = await Promise.all([import('./parse-request'), import('./paste-plan')]);
      if (n !== count.current) return;
      let parsed;
      try {
        parsed = await readPaste(text, { signal: controller.signal });
      } catch {
        return; // stopped by a newer paste
      }
      if (n !== count.current) return;
      if (!parsed.ok) {
        setOutcome({ n, where, kind: 'problem', problem: parsed.problem });
        return;
      }
      const { state, switchEnvironment, fill } = latest.current;
      const plan = planPaste(parsed.request, state.list, state.activeId, window.location.origin);
      let switchedTo: string | null = null;
      if (plan.environment.kind === 'switch') {
        switchEnvironment(plan.environment.id);
        switchedTo = plan.environment.name;
      }
      // A key meant for a gateway no environment names waits for "Add environment": it never goes to the one in use.
      const credentials = !plan.credentials ? 'none' : plan.environment.kind === 'add' ? 'held' : take(plan.credentials);
      fill(plan.values);
      setOpen(false);
      setOutcome({ n, where, kind: 'filled', source: parsed.request.source, plan: credentials === 'held' ? plan : { ...plan, credentials: null }, switchedTo, added: null, credentials });
      // The form was drawn anew with the values: the identifier box has the focus again, ready for Enter, and the
      // notice (with "Add environment") is brought into view where the paste happened (issue 38: on a phone it was
      // below the fold).
      requestAnimationFrame(() => {
        document.getElementById('lookup-id')?.focus({ preventScroll: true });
        const notice = document.querySelector('[data-testid="paste-notice"]');
        if (notice?.firstElementChild) notice.scrollIntoView({ block: 'nearest' });
        else document.getElementById('lookup-id')?.scrollIntoView({ block: 'nearest' });
      });
    },
    [take],
  );

  const onIdPaste = useCallback(
    (text: string) => {
      if (!looksLikeRequest(text)) return false;
      void read(text, 'box');
      return true;
    },
    [read],
  );

  const addEnvironment = useCallback(() => {
    const current = outcome;
    if (current?.kind !== 'filled' || current.plan.environment.kind !== 'add') return;
    const draft = current.plan.environment;
    latest.current.addEnvironment(draft);
    const credentials = current.plan.credentials ? take(current.plan.credentials) : current.credentials;
    setOutcome({ ...current, plan: { ...current.plan, credentials: null }, added: draft.host, credentials });
  }, [outcome, take]);

  const dismiss = useCallback(() => setOutcome(null), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById('paste-open')?.focus();
  }, []);
  const onRead = useCallback((text: string) => void read(text, 'panel'), [read]);

  // One element while nothing changes, so the memoised form is not drawn again on every answer.
  const part = useMemo(
    () =>
      (open || outcome) && (
        <Suspense fallback={null}>
          <PasteRequest open={open} onClose={close} outcome={outcome} onRead={onRead} onAddEnvironment={addEnvironment} onDismiss={dismiss} />
        </Suspense>
      ),
    [open, close, outcome, onRead, addEnvironment, dismiss],
  );

  return { open, toggle, close, outcome, credentialsSeed, onIdPaste, onRead, addEnvironment, dismiss, part };
}
