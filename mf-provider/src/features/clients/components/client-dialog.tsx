import { useFormik } from 'formik';
import { clientSchema, DEFAULT_COUNTRY, type Client } from '@devis/domain';
import { ApiError, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField, useToast } from '@devis/platform';
import { useSaveClient } from '../api/save-client';

const fields = ['company_name', 'contact_name', 'email', 'phone', 'address', 'postal_code', 'city', 'country'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

function initialValues(client: Client | null): Values {
  const values = Object.fromEntries(fields.map((f) => [f, client?.[f] ?? ''])) as Values;
  if (!values.country) values.country = DEFAULT_COUNTRY;
  return values;
}

interface Props {
  open: boolean;
  /** null creates a client. */
  client: Client | null;
  onClose: () => void;
}

export function ClientDialog({ open, client, onClose }: Props) {
  const saving = useSaveClient();
  const toast = useToast();
  const form = useFormik<Values>({
    initialValues: initialValues(client),
    enableReinitialize: true,
    validationSchema: clientSchema,
    onSubmit: async (values, helpers) => {
      try {
        await saving.mutateAsync({ input: clientSchema.cast(values), id: client?.id ?? null });
        toast.success(client ? 'Client mis à jour' : 'Client créé');
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.details) helpers.setErrors(error.details);
        toast.error('Erreur', 'Impossible de sauvegarder le client');
      }
    },
  });

  const field = (name: Field, label: string, extra: { required?: boolean; type?: string; autoFocus?: boolean } = {}) => (
    <TextField
      {...extra}
      fullWidth
      id={`client-${name}`}
      name={name}
      label={label}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={form.touched[name] && !!form.errors[name]}
      helperText={form.touched[name] ? form.errors[name] : undefined}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="client-dialog-title">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="client-dialog-title">{client ? 'Modifier le client' : 'Nouveau client'}</DialogTitle>
        <DialogContent>
          <Grid sx={{ mt: 0.5 }} container spacing={2}>
            <Grid size={12}>{field('company_name', 'Entreprise', { required: true, autoFocus: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('contact_name', 'Contact')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('email', 'Email', { type: 'email' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('phone', 'Téléphone', { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('address', 'Adresse')}</Grid>
            <Grid size={{ xs: 4 }}>{field('postal_code', 'Code postal')}</Grid>
            <Grid size={{ xs: 8 }}>{field('city', 'Ville')}</Grid>
            <Grid size={12}>{field('country', 'Pays')}</Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {client ? 'Enregistrer' : 'Créer le client'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
