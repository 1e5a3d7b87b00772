import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, LogoutIcon } from '@devis/platform';
import { signOut } from '@devis/platform/session';
import type { ComponentProps } from 'react';

type LogoutButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'>;

export function LogoutButton(props: LogoutButtonProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      navigate('/client/login', { replace: true });
    }
  }

  return (
    <Button startIcon={<LogoutIcon />} {...props} onClick={logout} disabled={pending || props.disabled}>
      Déconnexion
    </Button>
  );
}
