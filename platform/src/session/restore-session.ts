import { currentSession } from './session-store';

/**
 * Starts restoring the saved session (read from storage, checked with Firebase) now, rather than when
 * SessionProvider first renders or a loader first asks: an app calls it as its code loads, so the check
 * overlaps the rest of start-up.
 */
export function restoreSession(): void {
  currentSession();
}
