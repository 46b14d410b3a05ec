// The page's dialogs, each loaded on demand behind its own boundary: the keyboard shortcuts, the Network panel and
// the settings (environments). Each opens and closes on its own, as the header's buttons and the ? key ask.
import { Suspense, useState } from 'react';
import { lazyPart, PartBoundary } from '../components/ui/error-boundary';
import type { Environment } from '../features/settings/environments';

const ShortcutsSheet = lazyPart(() => import('./shortcuts-sheet').then((m) => ({ default: m.ShortcutsSheet })));
const NetworkPanel = lazyPart(() => import('../features/network/components/network-panel').then((m) => ({ default: m.NetworkPanel })));
const SettingsDialog = lazyPart(() => import('../features/settings/components/settings-dialog').then((m) => ({ default: m.SettingsDialog })));

export type PageDialog = 'help' | 'network' | 'settings';

/** Which dialogs are open; `open(name)` and `close(name)`. */
export function usePageDialogs() {
  const [opened, setOpened] = useState<ReadonlySet<PageDialog>>(new Set());
  const open = (name: PageDialog) => setOpened((s) => new Set(s).add(name));
  const close = (name: PageDialog) =>
    setOpened((s) => {
      const next = new Set(s);
      next.delete(name);
      return next;
    });
  return { opened, open, close };
}

interface PageDialogsProps {
  dialogs: ReturnType<typeof usePageDialogs>;
  /** The gateway the Network panel checks. */
  baseUrl: string;
  environments: Environment[];
  active: Environment;
  onSave: (next: Environment, makeActive: boolean) => void;
  onDelete: (id: string) => void;
}

export function PageDialogs({ dialogs: { opened, close }, baseUrl, environments, active, onSave, onDelete }: PageDialogsProps) {
  return (
    <>
      {opened.has('help') && (
        <PartBoundary>
          <Suspense fallback={null}>
            <ShortcutsSheet onClose={() => close('help')} />
          </Suspense>
        </PartBoundary>
      )}
      {opened.has('network') && (
        <PartBoundary>
          <Suspense fallback={null}>
            <NetworkPanel gatewayBaseUrl={baseUrl} onClose={() => close('network')} />
          </Suspense>
        </PartBoundary>
      )}
      {opened.has('settings') && (
        <PartBoundary>
          <Suspense fallback={null}>
            <SettingsDialog open environments={environments} active={active} onClose={() => close('settings')} onSave={onSave} onDelete={onDelete} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
