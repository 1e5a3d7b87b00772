import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ArrowBackIcon, AuthCard, Box, Button, Link, Tab, Tabs, Typography, usePageTitle, useToast } from '@devis/platform';
import { useSession } from '@devis/platform/session';
import type { ClientSignupInput } from '@devis/domain';
import { useRegisterClient } from '../../../api/auth';
import { useClientSignIn } from '../hooks/use-client-sign-in';
import { ClientSignInForm } from './client-sign-in-form';
import { ClientSignUpForm } from './client-sign-up-form';

type Mode = 'sign-in' | 'sign-up';

/** Where the guard sent the visitor from; a fresh sign-in starts a quote request. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/client') && !from.startsWith('/client/login') ? from : '/client/create-quote';
}

/** /client/login, 'Espace Client': sign in, or create a client account. */
export default function ClientLoginPage() {
  usePageTitle('Espace Client');
  const toast = useToast();
  const [mode, setMode] = useState<Mode>('sign-in');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const target = returnPath(location.state);
  const onSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  const signIn = useClientSignIn(onSignedIn);
  const registration = useRegisterClient();

  // Also the landing spot right after sign-in or sign-up: the session can answer before the sign-in
  // callback runs, and both must lead to the same page.
  if (!signIn.pending && session.status === 'signed-in' && session.user.role === 'client') {
    return <Navigate to={target} replace />;
  }

  // The server creates the role and the account first, so the first sign-in already carries them.
  function signUp(input: ClientSignupInput) {
    signIn.setPending(true);
    registration.mutate(input, {
      onSuccess: () => void signIn.submit(input.email, input.password),
      // The query client shows 'Erreur de création de compte' with the server's message.
      onError: () => signIn.setPending(false),
    });
  }

  return (
    <AuthCard
      title="Espace Client"
      subtitle="Demandez des devis à plusieurs prestataires et suivez leurs réponses."
      footer={
        <Typography variant="body2">
          Vous êtes une entreprise ? <Link href="/login">Connexion Entreprise</Link>
        </Typography>
      }
    >
      <Box sx={{ mb: 1, mt: -1 }}>
        <Button href="/" startIcon={<ArrowBackIcon />} size="small" color="inherit">
          Retour à l'accueil
        </Button>
      </Box>
      <Tabs
        value={mode}
        // A sign-in error toast says nothing about the sign-up form: it goes with its tab.
        onChange={(_, value: Mode) => {
          toast.dismissAll();
          setMode(value);
        }}
        variant="fullWidth"
        sx={{ mb: 3 }}
      >
        <Tab value="sign-in" label="Connexion" />
        <Tab value="sign-up" label="Créer un compte" />
      </Tabs>
      {mode === 'sign-in' ? (
        <ClientSignInForm pending={signIn.pending} onSubmit={(email, password) => void signIn.submit(email, password)} />
      ) : (
        <ClientSignUpForm pending={signIn.pending} onSubmit={signUp} />
      )}
    </AuthCard>
  );
}
