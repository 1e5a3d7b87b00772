import { useNavigate } from 'react-router';
import { LogoutButton as SessionLogoutButton, type LogoutButtonProps } from '@devis/platform/session';

/** 'Déconnexion', then the provider login page. */
export function LogoutButton(props: Omit<LogoutButtonProps, 'onSignedOut'>) {
  const navigate = useNavigate();
  return <SessionLogoutButton {...props} onSignedOut={() => navigate('/login', { replace: true })} />;
}
