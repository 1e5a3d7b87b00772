import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import type { ReactNode } from 'react';
import { WrongAccountNotice } from './wrong-account-notice';

/** Guards /client/**: a signed-in client account, else 'Redirection...' to /client/login. */
export function RequireClient({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (signedOut) navigate('/client/login', { replace: true, state: { from: `${location.pathname}${location.search}` } });
  }, [signedOut, navigate, location.pathname, location.search]);

  // Keys keep each waiting message a distinct screen.
  if (session.status === 'loading') return <CenteredMessage key="checking" text="Vérification de l'authentification..." />;
  if (session.status === 'signed-out') return <CenteredMessage key="redirecting" text="Redirection..." />;
  if (session.user.role !== 'client') return <WrongAccountNotice role={session.user.role} />;
  return <>{children}</>;
}
