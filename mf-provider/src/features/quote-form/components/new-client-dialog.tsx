import { clientSchema, DEFAULT_COUNTRY, type Client } from '@devis/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useToast } from '@devis/platform';
import { apiFieldErrors, Form, Formik, FormTextField } from '@devis/platform/forms';
import { useSaveClient } from '../../../api/clients';

interface Props {
  open: boolean;
  initialCompanyName: string;
  onClose: () => void;
  onCreated: (client: Client) => void;
}

/** Creates a client without leaving the quote: the few fields a quote needs, the rest later in Clients. */
export function NewClientDialog({ open, initialCompanyName, onClose, onCreated }: Props) {
  const creation = useSaveClient();
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-client-title">
      <Formik
        initialValues={{ company_name: initialCompanyName, contact_name: '', email: '' }}
        enableReinitialize
        validationSchema={clientSchema}
        onSubmit={async (values, helpers) => {
          try {
            const client = await creation.mutateAsync({ input: clientSchema.cast({ ...values, country: DEFAULT_COUNTRY }), id: null });
            toast.success('Client créé');
            helpers.resetForm();
            onCreated(client);
          } catch (error) {
            helpers.setErrors(apiFieldErrors<typeof values>(error) ?? {});
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="new-client-title">Nouveau client</DialogTitle>
            <DialogContent>
              <Stack sx={{ mt: 1 }} spacing={2}>
                <FormTextField id="new-client-company_name" name="company_name" label="Entreprise" required autoFocus />
                <FormTextField id="new-client-contact_name" name="contact_name" label="Contact" />
                <FormTextField id="new-client-email" name="email" label="Email" type="email" />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Annuler</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Créer le client
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
