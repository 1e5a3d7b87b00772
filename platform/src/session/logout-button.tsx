import { useState, type ComponentProps } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { signOut } from './auth-actions';

export type LogoutButtonProps = Omit<ComponentProps<typeof Button>, 'onClick'> & {
  /** Runs once the session is gone (or signing out failed): each app sends the user to its own login page. */
  onSignedOut: () => void;
};

/** 'Déconnexion': signs out, disabled while it runs. */
export function LogoutButton({ onSignedOut, ...props }: LogoutButtonProps) {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      onSignedOut();
    }
  }

  return (
    <Button startIcon={<LogoutIcon />} {...props} onClick={logout} disabled={pending || props.disabled}>
      Déconnexion
    </Button>
  );
}
