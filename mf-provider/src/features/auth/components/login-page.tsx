import { useCallback } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, AuthCard, Button, Link, Stack, Typography, usePageTitle } from '@devis/platform';
import { focusOnArrival, ForgotPasswordLink, Form, Formik, FormTextField } from '@devis/platform/forms';
import { useSession } from '@devis/platform/session';
import { loginSchema, type LoginInput } from '@devis/domain';
import { useProviderSignIn } from '../hooks/use-provider-sign-in';

/** Set by the register page: the address that just received its confirmation link. */
function registeredEmail(state: unknown): string | null {
  const email = (state as { registeredEmail?: unknown } | null)?.registeredEmail;
  return typeof email === 'string' ? email : null;
}

/** Where the guard sent the visitor from, so they land back there after signing in. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app') ? from : '/app';
}

export default function LoginPage() {
  usePageTitle('Connexion entreprise');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const target = returnPath(location.state);
  const justRegistered = registeredEmail(location.state);
  const onSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);
  const { submit, pending } = useProviderSignIn(onSignedIn);

  if (!pending && session.status === 'signed-in' && session.user?.role === 'provider') {
    return <Navigate to={target} replace />;
  }

  return (
    <AuthCard
      title="Connexion entreprise"
      subtitle="Accédez à votre espace pour créer et suivre vos devis."
      footer={
        <Stack spacing={1}>
          <Typography variant="body2">
            Pas encore de compte ?{' '}
            {/* A new account keeps the way back (register hands it to this page again). */}
            <Link component={RouterLink} to="/register" state={target === '/app' ? undefined : { from: target }}>
              Créer un compte
            </Link>
          </Typography>
          <Typography variant="body2">
            Vous êtes client ?{' '}
            <Link href="/client/login">Espace Client</Link>
          </Typography>
        </Stack>
      }
    >
      {justRegistered ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Un lien de confirmation a été envoyé à {justRegistered}. Confirmez votre adresse, puis connectez-vous.
        </Alert>
      ) : null}
      <Formik initialValues={{ email: justRegistered ?? '', password: '' } satisfies LoginInput} validationSchema={loginSchema} onSubmit={(values) => submit(loginSchema.cast(values))}>
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField name="email" type="email" label="Email" autoComplete="email" autoFocus={focusOnArrival() && !justRegistered} />
            <FormTextField name="password" type="password" label="Mot de passe" autoComplete="current-password" autoFocus={focusOnArrival() && Boolean(justRegistered)} />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {pending ? 'Connexion...' : 'Se connecter'}
            </Button>
            <ForgotPasswordLink />
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}
