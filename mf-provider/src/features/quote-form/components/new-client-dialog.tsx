import { useFormik } from 'formik';
import { clientSchema, DEFAULT_COUNTRY, type Client } from '@devis/domain';
import { ApiError, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useToast } from '@devis/platform';
import { useCreateClient } from '../api/create-client';

interface Props {
  open: boolean;
  initialCompanyName: string;
  onClose: () => void;
  onCreated: (client: Client) => void;
}

/** Creates a client without leaving the quote: the few fields a quote needs, the rest later in Clients. */
export function NewClientDialog({ open, initialCompanyName, onClose, onCreated }: Props) {
  const creation = useCreateClient();
  const toast = useToast();
  const form = useFormik({
    initialValues: { company_name: initialCompanyName, contact_name: '', email: '' },
    enableReinitialize: true,
    validationSchema: clientSchema,
    onSubmit: (values, helpers) =>
      creation
        .mutateAsync(clientSchema.cast({ ...values, country: DEFAULT_COUNTRY }))
        .then((client) => {
          toast.success('Client créé');
          helpers.resetForm();
          onCreated(client);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.details) helpers.setErrors(error.details);
          toast.error('Erreur', 'Impossible de sauvegarder le client');
        }),
  });
  const fieldProps = (name: keyof typeof form.values) => ({
    name,
    id: `new-client-${name}`,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] && !!form.errors[name],
    helperText: form.touched[name] ? form.errors[name] : undefined,
    fullWidth: true,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-client-title">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="new-client-title">Nouveau client</DialogTitle>
        <DialogContent>
          <Stack sx={{ mt: 1 }} spacing={2}>
            <TextField {...fieldProps('company_name')} label="Entreprise" required autoFocus />
            <TextField {...fieldProps('contact_name')} label="Contact" />
            <TextField {...fieldProps('email')} label="Email" type="email" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            Créer le client
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
