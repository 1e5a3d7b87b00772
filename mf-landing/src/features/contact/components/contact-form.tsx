import { useState } from 'react';
import { useFormik } from 'formik';
import { Box, Button, Stack, SendIcon } from '@devis/platform';
import { Alert, AlertTitle, TextField } from '@devis/platform/forms';
import { contactSchema, type ContactInput } from '../contact-schema';

const initialValues: ContactInput = { name: '', email: '', company: '', message: '' };

export const CONTACT_CONFIRMATION = 'Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.';

/** Validates and confirms; messages are not delivered anywhere yet (no contact endpoint). */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const formik = useFormik<ContactInput>({
    initialValues,
    validationSchema: contactSchema,
    onSubmit: () => setSent(true),
  });

  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ fontSize: '1rem' }}>
        <AlertTitle>Message envoyé</AlertTitle>
        {CONTACT_CONFIRMATION}
      </Alert>
    );
  }

  const fieldProps = (name: keyof ContactInput) => {
    const error = formik.touched[name] && formik.errors[name];
    return {
      id: `contact-${name}`,
      name,
      value: formik.values[name] ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error || ' ',
      fullWidth: true,
    };
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label="Formulaire de contact">
      <Stack spacing={1}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Nom" required autoComplete="name" {...fieldProps('name')} />
          <TextField label="Email" type="email" required autoComplete="email" {...fieldProps('email')} />
        </Box>
        <TextField label="Entreprise (facultatif)" autoComplete="organization" {...fieldProps('company')} />
        <TextField label="Message" required multiline minRows={5} {...fieldProps('message')} />
        <Box>
          <Button type="submit" variant="contained" size="large" disableElevation endIcon={<SendIcon />} disabled={formik.isSubmitting}>
            Envoyer le message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
