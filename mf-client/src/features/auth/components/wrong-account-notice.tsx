import { AuthCard, Button, Stack } from '@devis/platform';
import { LogoutButton } from '../../../components/logout-button';

/** Roles are separate: a company account signed in elsewhere on the site cannot use the client area. */
export function WrongAccountNotice({ role }: { role: 'provider' | null }) {
  return (
    <AuthCard
      title="Espace réservé aux clients"
      subtitle={
        role === 'provider'
          ? 'Vous êtes connecté avec un compte entreprise. Déconnectez-vous pour vous connecter avec un compte client.'
          : "Ce compte n'est pas un compte client."
      }
    >
      <Stack spacing={2}>
        {role === 'provider' ? (
          <Button variant="outlined" href="/app">
            Aller à mon espace entreprise
          </Button>
        ) : null}
        <LogoutButton variant="contained" />
      </Stack>
    </AuthCard>
  );
}
