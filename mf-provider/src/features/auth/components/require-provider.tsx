import { Navigate, useLocation } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { VerifyEmailNotice } from './verify-email-notice';
import { WrongAccountNotice } from './wrong-account-notice';

/** Starts `preload` for the first path at once (while the session restores); true once it has settled. */
function usePreloaded(preload: ((pathname: string) => Promise<unknown>) | undefined, pathname: string): boolean {
  const [loaded, setLoaded] = useState(preload === undefined);
  const [pending] = useState(() => preload?.(pathname));
  useEffect(() => {
    let active = true;
    // A failed download is left to the page's own lazy loading and error boundary.
    void pending?.catch(() => undefined).then(() => active && setLoaded(true));
    return () => void (active = false);
  }, [pending]);
  return loaded;
}

interface RequireProviderProps {
  children: ReactNode;
  /** Downloads what a /app path renders; the children wait for it here instead of in a Suspense fallback. */
  preload?: (pathname: string) => Promise<unknown>;
  /** Called once, when a provider is first let in: starts the first page's requests before the page renders. */
  onAllowed?: (pathname: string) => void;
}

/** Guards /app/**: signed in, provider role, confirmed email. */
export function RequireProvider({ children, preload, onAllowed }: RequireProviderProps) {
  const session = useSession();
  const location = useLocation();
  const preloaded = usePreloaded(preload, location.pathname);
  const allowedOnce = useRef(false);
  const allowed = session.status === 'signed-in' && session.user.role === 'provider' && session.user.emailVerified;
  if (allowed && !allowedOnce.current) {
    // During render on purpose: an effect would run only after the frame and page have rendered.
    allowedOnce.current = true;
    onAllowed?.(location.pathname);
  }
  // The children render one task later, so the requests just started leave before that long render.
  const [released, setReleased] = useState(onAllowed === undefined);
  useEffect(() => {
    if (allowed && !released) setReleased(true);
  }, [allowed, released]);

  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user && session.user.role !== 'provider') return <WrongAccountNotice role={session.user.role} />;
  if (session.user && !session.user.emailVerified) return <VerifyEmailNotice email={session.user.email} />;
  const shown = allowed && preloaded && released;
  // While the session is checked, the loaded page renders hidden (no effects, no requests): showing it is then cheap.
  return (
    <>
      {shown ? null : <CenteredMessage text="Chargement..." />}
      {preloaded ? <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity> : null}
    </>
  );
}
