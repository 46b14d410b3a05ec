// A modal dialog on the native <dialog> element: focus trapping, Escape and the top layer come from the browser.
import { useEffect, useRef, type ReactNode } from 'react';
import { useStrings } from '../../i18n/locale';
import { en } from './strings';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ open, title, onClose, children }: DialogProps) {
  const S = useStrings('common', en);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby="dialog-title" onClose={onClose}>
      {open && (
        <>
          <div className="dialog__head">
            <h2 id="dialog-title">{title}</h2>
            <button type="button" className="btn btn--ghost" onClick={onClose} aria-label={S.close}>
              ✕
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
