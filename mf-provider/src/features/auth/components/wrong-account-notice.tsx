import { AuthCard, Button, Stack } from '@devis/platform';
import { LogoutButton } from '../../../components/logout-button';

/** Roles are separate: a client account signed in elsewhere on the site cannot use the company area. */
export function WrongAccountNotice({ role }: { role: 'client' | null }) {
  return (
    <AuthCard
      title="Espace réservé aux entreprises"
      subtitle={
        role === 'client'
          ? "Vous êtes connecté avec un compte client. Déconnectez-vous pour vous connecter avec un compte entreprise."
          : "Ce compte n'est pas un compte entreprise."
      }
    >
      <Stack spacing={2}>
        {role === 'client' ? (
          <Button variant="outlined" href="/client">
            Aller à l'Espace Client
          </Button>
        ) : null}
        <LogoutButton variant="contained" />
      </Stack>
    </AuthCard>
  );
}
