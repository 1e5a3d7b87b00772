import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthCard, Button, Link, Stack, Typography, useToast, usePageTitle } from '@devis/platform';
import { focusOnArrival, Form, Formik, FormTextField } from '@devis/platform/forms';
import { FREE_TRIAL_DAYS, PASSWORD_MIN_LENGTH, providerRegisterSchema, type ProviderRegisterInput } from '@devis/domain';
import { useRegisterProvider } from '../../../api/auth';

const initialValues: ProviderRegisterInput = { company_name: '', email: '', password: '' };

/** The page a signed-out visitor was heading for (the guard's `from`, through the login page), kept for after login. */
function returnState(state: unknown): { from: string } | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? { from } : undefined;
}

export default function RegisterPage() {
  usePageTitle('Créer un compte entreprise');
  const navigate = useNavigate();
  const toast = useToast();
  const registration = useRegisterProvider();
  const back = returnState(useLocation().state);

  function submit(values: ProviderRegisterInput) {
    const input = providerRegisterSchema.cast(values);
    registration.mutate(input, {
      onSuccess: () => {
        toast.success('Compte créé avec succès', 'Vérifiez votre email pour confirmer votre compte');
        navigate('/login', { state: { registeredEmail: input.email, ...back } });
      },
    });
  }

  return (
    <AuthCard
      title="Créer un compte entreprise"
      subtitle={`Essai gratuit de ${FREE_TRIAL_DAYS} jours, sans carte bancaire.`}
      footer={
        <Typography variant="body2">
          Déjà un compte ?{' '}
          <Link component={RouterLink} to="/login" state={back}>
            Se connecter
          </Link>
        </Typography>
      }
    >
      <Formik initialValues={initialValues} validationSchema={providerRegisterSchema} onSubmit={submit}>
        <Form noValidate>
          <Stack spacing={2}>
            <FormTextField
              name="company_name"
              label="Nom de l'entreprise"
              placeholder="Ex : Dupont Rénovation SARL"
              autoComplete="organization"
              autoFocus={focusOnArrival()}
            />
            <FormTextField name="email" type="email" label="Email" autoComplete="email" />
            <FormTextField
              name="password"
              type="password"
              label="Mot de passe"
              autoComplete="new-password"
              helperText={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
            />
            <Button type="submit" variant="contained" size="large" disabled={registration.isPending}>
              {registration.isPending ? 'Création du compte...' : 'Créer mon compte'}
            </Button>
          </Stack>
        </Form>
      </Formik>
    </AuthCard>
  );
}
