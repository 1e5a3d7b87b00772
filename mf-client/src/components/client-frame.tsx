import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { AppFrame, type HeaderLink } from '@devis/platform';
import { LogoutButton } from './logout-button';

/** Client navigation of spec 001 §2. */
export const clientLinks: HeaderLink[] = [
  { label: 'Accueil', to: '/client', end: true },
  { label: 'Créer un devis', to: '/client/create-quote' },
  { label: 'Mes Devis', to: '/client/quotes' },
  { label: 'Prestataires', to: '/client/providers' },
];

export default function ClientFrame() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <AppFrame
      brandTo="/client"
      areaLabel="Espace Client"
      links={clientLinks}
      linkComponent={NavLink}
      actions={<LogoutButton variant="outlined" color="inherit" />}
      drawerActions={<LogoutButton variant="outlined" color="inherit" />}
      pageKey={pathname}
      busy={navigation.state !== 'idle'}
    >
      <Outlet />
    </AppFrame>
  );
}
