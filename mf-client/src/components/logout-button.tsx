import { useNavigate } from 'react-router';
import { LogoutButton as SessionLogoutButton, type LogoutButtonProps } from '@devis/platform/session';

/** 'Déconnexion', then the client login page. */
export function LogoutButton(props: Omit<LogoutButtonProps, 'onSignedOut'>) {
  const navigate = useNavigate();
  return <SessionLogoutButton {...props} onSignedOut={() => navigate('/client/login', { replace: true })} />;
}
