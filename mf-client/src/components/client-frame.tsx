import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppFrame, Button, Stack, type HeaderLink } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { unreadCountQuery, useConversationsLive } from '../api/conversations';
import { LogoutButton } from './logout-button';

/** Client navigation of spec 001 §2, and the conversations with providers (issue 10). */
export const clientLinks: HeaderLink[] = [
  { label: 'Accueil', to: '/client', end: true },
  { label: 'Créer un devis', to: '/client/create-quote' },
  { label: 'Mes Devis', to: '/client/quotes' },
  { label: 'Prestataires', to: '/client/providers' },
  { label: 'Messages', to: '/client/messages' },
];

/** Beside 'Déconnexion' rather than in the spec's navigation: the account page (export, deletion). */
function AccountButton() {
  return (
    <Button component={NavLink} to="/client/compte" color="inherit">
      Mon compte
    </Button>
  );
}

export default function ClientFrame() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  useConversationsLive();
  const links = unread ? clientLinks.map((link) => (link.to === '/client/messages' ? { ...link, count: unread } : link)) : clientLinks;
  return (
    <>
      {/* Beside the frame, not in its per-page boundary: a remount would save the old page's scroll under the
          new page's key. A new page starts at its top; Back returns to where the list was. */}
      <ScrollRestoration />
      <AppFrame
        brandTo="/client"
        areaLabel="Espace Client"
        links={links}
        linkComponent={NavLink}
        actions={
          <Stack direction="row" spacing={1}>
            <AccountButton />
            <LogoutButton variant="outlined" color="inherit" />
          </Stack>
        }
        drawerActions={
          <Stack spacing={1}>
            <AccountButton />
            <LogoutButton variant="outlined" color="inherit" />
          </Stack>
        }
        pageKey={pathname}
        busy={navigation.state !== 'idle'}
      >
        <Outlet />
      </AppFrame>
    </>
  );
}
