import { Button, Stack } from '@devis/platform';
import { focusOnArrival, ForgotPasswordLink, Form, Formik, FormTextField } from '@devis/platform/forms';
import { loginSchema, type LoginInput } from '@devis/domain';

const initialValues: LoginInput = { email: '', password: '' };

interface ClientSignInFormProps {
  pending: boolean;
  onSubmit: (email: string, password: string) => void;
}

export function ClientSignInForm({ pending, onSubmit }: ClientSignInFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema}
      onSubmit={(values) => {
        const input = loginSchema.cast(values);
        onSubmit(input.email, input.password);
      }}
    >
      <Form noValidate aria-label="Connexion">
        <Stack spacing={2}>
          <FormTextField name="email" type="email" label="Email" autoComplete="email" autoFocus={focusOnArrival()} />
          <FormTextField name="password" type="password" label="Mot de passe" autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Connexion...' : 'Se connecter'}
          </Button>
          <ForgotPasswordLink />
        </Stack>
      </Form>
    </Formik>
  );
}
