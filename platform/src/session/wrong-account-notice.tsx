import { Button, Stack } from '@mui/material';
import { AuthCard } from '../layout/auth-card';
import { LogoutButton } from './logout-button';

export interface WrongAccountNoticeProps {
  /** e.g. 'Espace réservé aux clients'. */
  title: string;
  /** Why this account cannot enter, and what to do. */
  message: string;
  /** The area this account belongs to, when it has one: { href: '/app', label: 'Aller à mon espace entreprise' }. */
  ownArea?: { href: string; label: string } | null;
  /** After signing out: the app's own login page. */
  onSignedOut: () => void;
}

/** Roles are separate: an account of another role signed in elsewhere on the site cannot use this area. */
export function WrongAccountNotice({ title, message, ownArea, onSignedOut }: WrongAccountNoticeProps) {
  return (
    <AuthCard title={title} subtitle={message}>
      <Stack spacing={2}>
        {ownArea ? (
          <Button variant="outlined" href={ownArea.href}>
            {ownArea.label}
          </Button>
        ) : null}
        <LogoutButton variant="contained" onSignedOut={onSignedOut} />
      </Stack>
    </AuthCard>
  );
}
