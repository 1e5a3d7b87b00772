import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Typed changes are not lost by leaving: 'Annuler', a header link or Back wait for the provider's answer (the
 * blocker), and closing or reloading the tab gets the browser's own warning. `saved()` lets the navigation that
 * follows a save through.
 */
export function useLeaveGuard(dirty: boolean) {
  const guarded = useRef(dirty);
  guarded.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    saved: () => {
      guarded.current = false;
    },
  };
}
