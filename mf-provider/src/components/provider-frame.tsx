import { NavLink } from 'react-router';
import { Button, HelpOutlineIcon } from '@devis/platform';
import { LogoutButton } from '../features/auth/components/logout-button';
import { AppFrame, type FrameLink } from './app-frame';

/** The header navigation of spec 000 §2 (Provider dashboard). */
export const providerLinks: FrameLink[] = [
  { label: 'Tableau de bord', to: '/app', end: true },
  { label: 'Devis', to: '/app/quotes' },
  { label: 'Demandes reçues', to: '/app/demandes-devis' },
  { label: 'Messages', to: '/app/messages' },
  { label: 'Clients', to: '/app/clients' },
  { label: 'Services', to: '/app/services' },
  { label: 'Profil', to: '/app/profile' },
];

export default function ProviderFrame() {
  const help = (
    <Button component={NavLink} to="/app/aide" color="inherit" startIcon={<HelpOutlineIcon />} sx={{ '&.active': { color: 'primary.dark' } }}>
      Aide
    </Button>
  );
  return (
    <AppFrame
      brandTo="/app"
      links={providerLinks}
      actions={
        <>
          {help}
          <LogoutButton variant="outlined" color="inherit" />
        </>
      }
      drawerActions={
        <>
          {help}
          <LogoutButton variant="outlined" color="inherit" />
        </>
      }
    />
  );
}
