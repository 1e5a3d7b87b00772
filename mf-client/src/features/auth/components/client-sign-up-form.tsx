import { Button, Stack } from '@devis/platform';
import { focusOnArrival, Form, Formik, FormTextField } from '@devis/platform/forms';
import { clientSignupSchema, PASSWORD_MIN_LENGTH, type ClientSignupInput } from '@devis/domain';

const initialValues: ClientSignupInput = { name: '', company_name: null, phone: null, email: '', password: '' };

interface ClientSignUpFormProps {
  pending: boolean;
  onSubmit: (input: ClientSignupInput) => void;
}

export function ClientSignUpForm({ pending, onSubmit }: ClientSignUpFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={clientSignupSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Créer un compte">
        <Stack spacing={2}>
          <FormTextField name="name" label="Nom" autoComplete="name" autoFocus={focusOnArrival()} required />
          <FormTextField name="company_name" label="Entreprise (facultatif)" autoComplete="organization" />
          <FormTextField name="phone" type="tel" label="Téléphone (facultatif)" autoComplete="tel" />
          <FormTextField name="email" type="email" label="Email" autoComplete="email" required />
          <FormTextField
            name="password"
            type="password"
            label="Mot de passe"
            autoComplete="new-password"
            helperText={`Au moins ${PASSWORD_MIN_LENGTH} caractères`}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={pending}>
            {pending ? 'Création du compte...' : 'Créer mon compte'}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
