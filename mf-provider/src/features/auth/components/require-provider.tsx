import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession, WrongAccountNotice, type Session } from '@devis/platform/session';
import { VerifyEmailNotice } from './verify-email-notice';

/** Who may enter /app: a signed-in provider whose email is confirmed (the route loaders ask the same). */
export function isConfirmedProvider(session: Session): boolean {
  return session.status === 'signed-in' && session.user.role === 'provider' && session.user.emailVerified;
}

/**
 * Guards /app/**: signed in, provider role, confirmed email; it follows the session (sign-out, confirmation).
 * Lets through to `children`, or to the route's outlet.
 */
export function RequireProvider({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  if (session.status === 'loading') return <CenteredMessage text="Chargement..." />;
  if (session.status === 'signed-out') {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user.role !== 'provider') {
    return (
      <WrongAccountNotice
        title="Espace réservé aux entreprises"
        message={
          session.user.role === 'client'
            ? 'Vous êtes connecté avec un compte client. Déconnectez-vous pour vous connecter avec un compte entreprise.'
            : "Ce compte n'est pas un compte entreprise."
        }
        ownArea={session.user.role === 'client' ? { href: '/client', label: "Aller à l'Espace Client" } : null}
        onSignedOut={() => navigate('/login', { replace: true })}
      />
    );
  }
  if (!session.user.emailVerified) return <VerifyEmailNotice email={session.user.email} />;
  return children ?? <Outlet />;
}
