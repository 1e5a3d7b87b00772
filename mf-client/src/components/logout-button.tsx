import { useNavigate } from 'react-router';
import { LogoutButton as SessionLogoutButton, type LogoutButtonProps } from '@devis/platform/session';
import { clearWizardDrafts } from '../features/create-quote/wizard-draft';

/** 'Déconnexion': the tab forgets the wizard drafts, then the client login page. */
export function LogoutButton(props: Omit<LogoutButtonProps, 'onSignedOut'>) {
  const navigate = useNavigate();
  const signedOut = () => {
    clearWizardDrafts();
    navigate('/client/login', { replace: true });
  };
  return <SessionLogoutButton {...props} onSignedOut={signedOut} />;
}
