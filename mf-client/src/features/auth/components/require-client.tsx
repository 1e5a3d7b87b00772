import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession, WrongAccountNotice, type Session } from '@devis/platform/session';

/** The guard lets this session in: loaders start a page's requests only for it. */
export const isSignedInClient = (session: Session) => session.status === 'signed-in' && session.user.role === 'client';

/** Guards /client/**: a signed-in client account, else 'Redirection...' to /client/login; it follows the session. */
export function RequireClient() {
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
  if (session.user.role !== 'client') {
    return (
      <WrongAccountNotice
        title="Espace réservé aux clients"
        message={
          session.user.role === 'provider'
            ? 'Vous êtes connecté avec un compte entreprise. Déconnectez-vous pour vous connecter avec un compte client.'
            : "Ce compte n'est pas un compte client."
        }
        ownArea={session.user.role === 'provider' ? { href: '/app', label: 'Aller à mon espace entreprise' } : null}
        onSignedOut={() => navigate('/client/login', { replace: true })}
      />
    );
  }
  return <Outlet />;
}
