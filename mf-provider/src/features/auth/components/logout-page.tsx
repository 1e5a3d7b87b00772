import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredMessage } from '@devis/platform';
import { signOut } from '@devis/platform/session';

export const LOGOUT_PATH = '/app/logout';

/**
 * /app/logout: 'Déconnexion' is a navigation here, so a form with unsaved changes asks before the session
 * ends. Signs out, then the login page (also when signing out failed: the session is gone locally).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut()
      .catch(() => undefined)
      .finally(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return <CenteredMessage text="Déconnexion..." />;
}
