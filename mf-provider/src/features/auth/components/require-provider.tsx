import { Navigate, useLocation } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import { useEffect, useState, type ReactNode } from 'react';
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
}

/** Guards /app/**: signed in, provider role, confirmed email. */
export function RequireProvider({ children, preload }: RequireProviderProps) {
  const session = useSession();
  const location = useLocation();
  const preloaded = usePreloaded(preload, location.pathname);

  if (session.status === 'loading') return <CenteredMessage text="Chargement..." />;
  if (session.status === 'signed-out' || !session.user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user.role !== 'provider') return <WrongAccountNotice role={session.user.role} />;
  if (!session.user.emailVerified) return <VerifyEmailNotice email={session.user.email} />;
  if (!preloaded) return <CenteredMessage text="Chargement..." />;
  return <>{children}</>;
}
