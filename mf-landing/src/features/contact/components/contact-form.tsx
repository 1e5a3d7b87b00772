import { useRef, useState } from 'react';
import { ApiError, Box, Button, Link, Stack, SendIcon } from '@devis/platform';
import { Alert, AlertTitle, apiFieldErrors, FocusFirstError, Form, Formik, FormTextField } from '@devis/platform/forms';
import { CONTACT_CONFIRMATION, contactSchema, type ContactInput } from '@devis/domain';
import { sendContactMessage } from '../../../api/contact';

const initialValues: ContactInput = { name: '', email: '', company: '', message: '' };

/** Locally every mail lands in the outbox page instead of a mailbox: the confirmation links to it. Read in the
 * browser only (the page is also pre-rendered in Node at build time). */
const localOutbox = () => (['localhost', '127.0.0.1'].includes(window.location.hostname) ? '/fn/outbox' : null);

/** The message goes to the support address (the server mails it); the form confirms only once it has left. */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  if (sent) {
    const outbox = localOutbox();
    return (
      <Alert severity="success" role="status" sx={{ fontSize: '1rem' }}>
        <AlertTitle>Message envoyé</AlertTitle>
        {CONTACT_CONFIRMATION}
        {outbox && (
          <Box sx={{ mt: 1 }}>
            <Link href={outbox} target="_blank" rel="noopener">
              Voir le message dans la boîte d'envoi locale
            </Link>
          </Box>
        )}
      </Alert>
    );
  }

  return (
    <Formik<ContactInput>
      initialValues={initialValues}
      validationSchema={contactSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(null);
        try {
          await sendContactMessage(contactSchema.cast(values));
          setSent(true);
        } catch (error) {
          helpers.setErrors(apiFieldErrors<ContactInput>(error) ?? {});
          // The server's French reason (too many messages, server unreachable...); any other failure is ours.
          helpers.setStatus(error instanceof ApiError ? error.message : "Le message n'a pas pu être envoyé, veuillez réessayer.");
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Box component={Form} ref={formRef} noValidate aria-label="Formulaire de contact">
          <FocusFirstError formRef={formRef} />
          <Stack spacing={1}>
            {typeof status === 'string' && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {status}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {/* A blank helper text keeps room for an error, so the fields do not jump. */}
              <FormTextField id="contact-name" name="name" label="Nom" required autoComplete="name" helperText=" " />
              <FormTextField id="contact-email" name="email" label="Email" type="email" required autoComplete="email" helperText=" " />
            </Box>
            <FormTextField id="contact-company" name="company" label="Entreprise (facultatif)" autoComplete="organization" helperText=" " />
            <FormTextField id="contact-message" name="message" label="Message" required multiline minRows={5} helperText=" " />
            <Box>
              <Button type="submit" variant="contained" size="large" disableElevation endIcon={<SendIcon />} disabled={isSubmitting}>
                {isSubmitting ? 'Envoi...' : 'Envoyer le message'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Formik>
  );
}
