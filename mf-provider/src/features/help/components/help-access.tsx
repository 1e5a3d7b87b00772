import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppFrame, Button, CenteredMessage } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import { RequireProvider } from '../../auth/components/require-provider';
import ProviderFrame from '../../../components/provider-frame';

/**
 * /app/aide is open to all (spec 000 lists it among the landing's links, not the protected routes): a provider
 * reads it in the company area, with its guard; anyone else in a frame that offers to sign in or sign up.
 */
export default function HelpAccess() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <CenteredMessage text="Chargement..." />;
  if (session.status === 'signed-in' && session.user.role === 'provider') {
    return (
      <RequireProvider>
        <ProviderFrame />
      </RequireProvider>
    );
  }
  const actions = (
    <>
      <Button component={RouterLink} to="/login" color="inherit">
        Se connecter
      </Button>
      <Button component={RouterLink} to="/register" variant="contained">
        Créer un compte
      </Button>
    </>
  );
  return (
    <>
      <ScrollRestoration />
      <AppFrame brandTo="/" links={[]} actions={actions} drawerActions={actions} pageKey={pathname}>
        <Outlet />
      </AppFrame>
    </>
  );
}
