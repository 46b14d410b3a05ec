// Commands the keyboard shortcuts send to whichever view can carry them out (the lookup form, the result tabs).
// A tiny bus instead of lifting that state into the shell: the form and the tabs keep owning their state.
import { useEffect, useRef } from 'react';

export type Command = 'submit-lookup' | 'switch-operation' | 'toggle-raw' | 'show-record';

const handlers = new Map<Command, Set<() => void>>();

/** Runs a command; false when no mounted view handles it (the caller may then say so or do nothing). */
export function runCommand(command: Command): boolean {
  const set = handlers.get(command);
  if (!set || set.size === 0) return false;
  for (const h of set) h();
  return true;
}

/** Handles a command while the component is mounted; the latest handler is always the one called. */
export function useCommand(command: Command, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const run = () => latest.current();
    let set = handlers.get(command);
    if (!set) handlers.set(command, (set = new Set()));
    set.add(run);
    return () => {
      set.delete(run);
    };
  }, [command]);
}
