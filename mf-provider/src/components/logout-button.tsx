import type { ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import { Button, LogoutIcon } from '@devis/platform';
import { LOGOUT_PATH } from '../features/auth/components/logout-page';

/** 'Déconnexion': through the router, where an unsaved form can ask first; /app/logout signs out. */
export function LogoutButton(props: Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const navigate = useNavigate();
  return (
    <Button startIcon={<LogoutIcon />} {...props} onClick={() => navigate(LOGOUT_PATH)}>
      Déconnexion
    </Button>
  );
}
