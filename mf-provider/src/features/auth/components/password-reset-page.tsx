import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from '@devis/domain';
import { Alert, AuthCard, Button, CenteredMessage, Stack, usePageTitle } from '@devis/platform';
import { Form, Formik, FormTextField } from '@devis/platform/forms';
import { authErrorMessage, checkPasswordResetLink, setNewPassword } from '@devis/platform/session';

type Step = { name: 'checking' } | { name: 'form'; email: string } | { name: 'done' } | { name: 'invalid' };

/**
 * /auth/action?mode=resetPassword&oobCode=…[&for=client]: the link of the 'Mot de passe oublié ?' email. The
 * new password is typed twice; then the page leads to the sign-in page of the account's role.
 */
export function PasswordResetPage() {
  usePageTitle('Nouveau mot de passe');
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const signInPath = params.get('for') === 'client' ? '/client/login' : '/login';
  const [step, setStep] = useState<Step>(oobCode ? { name: 'checking' } : { name: 'invalid' });

  useEffect(() => {
    if (!oobCode) return;
    let cancelled = false;
    checkPasswordResetLink(oobCode).then(
      (email) => !cancelled && setStep({ name: 'form', email }),
      () => !cancelled && setStep({ name: 'invalid' }),
    );
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  const signIn = (
    <Button variant="contained" href={signInPath}>
      Se connecter
    </Button>
  );
  if (step.name === 'checking') return <CenteredMessage text="Vérification du lien..." />;
  if (step.name === 'invalid') {
    return (
      <AuthCard title="Lien invalide">
        <Stack spacing={2}>
          <Alert severity="error">Ce lien est invalide, a déjà servi ou a expiré. Demandez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion.</Alert>
          {signIn}
        </Stack>
      </AuthCard>
    );
  }
  if (step.name === 'done') {
    return (
      <AuthCard title="Mot de passe modifié">
        <Stack spacing={2}>
          <Alert severity="success">Votre nouveau mot de passe est enregistré. Connectez-vous avec lui.</Alert>
          {signIn}
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Nouveau mot de passe" subtitle={`Choisissez le nouveau mot de passe du compte ${step.email}.`}>
      <Formik
        initialValues={{ password: '', confirmation: '' }}
        validationSchema={newPasswordSchema}
        onSubmit={async (values, helpers) => {
          try {
            await setNewPassword(oobCode, values.password);
            setStep({ name: 'done' });
          } catch (error) {
            helpers.setStatus(authErrorMessage(error));
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <Stack spacing={2}>
              {typeof form.status === 'string' && <Alert severity="error">{form.status}</Alert>}
              {/* The account's address, for password managers. */}
              <input type="email" name="username" autoComplete="username" value={step.email} readOnly hidden />
              <FormTextField
                name="password"
                type="password"
                label="Nouveau mot de passe"
                autoComplete="new-password"
                helperText={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
                autoFocus
                required
              />
              <FormTextField name="confirmation" type="password" label="Confirmez le mot de passe" autoComplete="new-password" required />
              <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
