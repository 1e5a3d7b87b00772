import type { MouseEvent } from 'react';
import { Button, Stack } from '@devis/platform';
import { appPaths } from '../lib/paths';
import { followAppLink } from '../lib/follow-app-link';

/** Client portal, company login and sign-up: in the header bar, or stacked in the mobile menu. */
export function AccountButtons({ stacked, onNavigate }: { stacked: boolean; onNavigate?: () => void }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    followAppLink(event);
  };
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={{ alignItems: stacked ? 'stretch' : 'center' }}>
      <Button href={appPaths.clientLogin} onClick={follow} color="inherit" sx={{ color: 'text.secondary' }}>
        Espace Client
      </Button>
      <Button href={appPaths.providerLogin} onClick={follow} variant="outlined">
        Connexion Entreprise
      </Button>
      <Button href={appPaths.register} onClick={follow} variant="contained" disableElevation>
        Essayer gratuitement
      </Button>
    </Stack>
  );
}
