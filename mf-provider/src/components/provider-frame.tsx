import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppFrame, Button, HelpOutlineIcon, type HeaderLink } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { unreadCountQuery, useConversationsLive } from '../api/conversations';
import { LogoutButton } from './logout-button';
import { ProviderNavLink } from './provider-nav-link';

/** The header navigation of spec 000 §2 (Provider dashboard). */
export const providerLinks: HeaderLink[] = [
  { label: 'Tableau de bord', to: '/app', end: true },
  { label: 'Devis', to: '/app/quotes' },
  { label: 'Demandes reçues', to: '/app/demandes-devis' },
  { label: 'Messages', to: '/app/messages' },
  { label: 'Clients', to: '/app/clients' },
  { label: 'Services', to: '/app/services' },
  { label: 'Profil', to: '/app/profile' },
];

export default function ProviderFrame() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  useConversationsLive();
  const links = unread ? providerLinks.map((link) => (link.to === '/app/messages' ? { ...link, count: unread } : link)) : providerLinks;
  const help = (
    <Button component={NavLink} to="/app/aide" color="inherit" startIcon={<HelpOutlineIcon />} sx={{ '&.active': { color: 'primary.dark' } }}>
      Aide
    </Button>
  );
  const actions = (
    <>
      {help}
      <LogoutButton variant="outlined" color="inherit" />
    </>
  );
  return (
    <>
      {/* Beside the frame, not in its per-page boundary: a remount would save the old page's scroll under the
          new page's key. A new page starts at its top; Back returns to where the list was. */}
      <ScrollRestoration />
      <AppFrame brandTo="/app" links={links} linkComponent={ProviderNavLink} actions={actions} drawerActions={actions} pageKey={pathname} busy={navigation.state !== 'idle'}>
        <Outlet />
      </AppFrame>
    </>
  );
}
