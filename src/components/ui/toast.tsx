// A short message at the foot of the page (a copy done or refused), gone after four seconds unless a newer one came.
import { useCallback, useState } from 'react';

export function useToast() {
  const [toast, setToast] = useState<string | null>(null);
  const say = useCallback((message: string) => {
    setToast(message);
    window.setTimeout(() => setToast((t) => (t === message ? null : t)), 4_000);
  }, []);
  return { toast, say };
}

export function Toast({ message }: { message: string | null }) {
  return (
    <p className="toast" role="status" aria-live="polite">
      {message}
    </p>
  );
}
