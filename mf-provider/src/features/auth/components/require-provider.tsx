import { Navigate, useLocation } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import type { ReactNode } from 'react';
import { VerifyEmailNotice } from './verify-email-notice';
import { WrongAccountNotice } from './wrong-account-notice';

/** Guards /app/**: signed in, provider role, confirmed email. */
export function RequireProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <CenteredMessage text="Chargement..." />;
  if (session.status === 'signed-out' || !session.user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (session.user.role !== 'provider') return <WrongAccountNotice role={session.user.role} />;
  if (!session.user.emailVerified) return <VerifyEmailNotice email={session.user.email} />;
  return <>{children}</>;
}
