import { useSyncExternalStore, type ReactNode } from 'react';
import { SessionContext } from './session-context';
import { currentSession, subscribeSession } from './session-store';

/** Gives the subtree the page's session (useSession); the session itself lives in session-store.ts. */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, currentSession);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
