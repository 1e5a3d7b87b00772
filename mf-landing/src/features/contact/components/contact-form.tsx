import { useState } from 'react';
import { Box, Button, Stack, SendIcon } from '@devis/platform';
import { Alert, AlertTitle, Form, Formik, FormTextField } from '@devis/platform/forms';
import { contactSchema, type ContactInput } from '../contact-schema';

const initialValues: ContactInput = { name: '', email: '', company: '', message: '' };

export const CONTACT_CONFIRMATION = 'Merci, votre message a bien été envoyé. Nous vous répondrons sous 24 h ouvrées.';

/** Validates and confirms; messages are not delivered anywhere yet (no contact endpoint). */
export function ContactForm() {
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Alert severity="success" role="status" sx={{ fontSize: '1rem' }}>
        <AlertTitle>Message envoyé</AlertTitle>
        {CONTACT_CONFIRMATION}
      </Alert>
    );
  }

  return (
    <Formik initialValues={initialValues} validationSchema={contactSchema} onSubmit={() => setSent(true)}>
      {({ isSubmitting }) => (
        <Box component={Form} noValidate aria-label="Formulaire de contact">
          <Stack spacing={1}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {/* A blank helper text keeps room for an error, so the fields do not jump. */}
              <FormTextField id="contact-name" name="name" label="Nom" required autoComplete="name" helperText=" " />
              <FormTextField id="contact-email" name="email" label="Email" type="email" required autoComplete="email" helperText=" " />
            </Box>
            <FormTextField id="contact-company" name="company" label="Entreprise (facultatif)" autoComplete="organization" helperText=" " />
            <FormTextField id="contact-message" name="message" label="Message" required multiline minRows={5} helperText=" " />
            <Box>
              <Button type="submit" variant="contained" size="large" disableElevation endIcon={<SendIcon />} disabled={isSubmitting}>
                Envoyer le message
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
