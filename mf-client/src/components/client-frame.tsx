import { LogoutButton } from '../features/auth/components/logout-button';
import { AppFrame, type FrameLink } from './app-frame';

/** Client navigation of spec 001 §2. */
export const clientLinks: FrameLink[] = [
  { label: 'Accueil', to: '/client', end: true },
  { label: 'Créer un devis', to: '/client/create-quote' },
  { label: 'Mes Devis', to: '/client/quotes' },
  { label: 'Prestataires', to: '/client/providers' },
];

export default function ClientFrame() {
  return (
    <AppFrame
      brandTo="/client"
      areaLabel="Espace Client"
      links={clientLinks}
      actions={<LogoutButton variant="outlined" color="inherit" />}
      drawerActions={<LogoutButton variant="outlined" color="inherit" />}
    />
  );
}
