import { clientSchema, DEFAULT_COUNTRY, type Client } from '@devis/domain';
import { Dialog, DialogContent, DialogTitle, Grid, useToast } from '@devis/platform';
import { apiFieldErrors, Form, Formik, FormTextField } from '@devis/platform/forms';
import { useSaveClient } from '../api/clients';
import { DialogFormActions } from './dialog-form-actions';

const fields = ['company_name', 'contact_name', 'email', 'phone', 'address', 'postal_code', 'city', 'country'] as const;
type Values = Record<(typeof fields)[number], string>;

function initialValues(client: Client | null, companyName: string): Values {
  const values = Object.fromEntries(fields.map((f) => [f, client?.[f] ?? ''])) as Values;
  if (!client) values.company_name = companyName;
  if (!values.country) values.country = DEFAULT_COUNTRY;
  return values;
}

interface Props {
  open: boolean;
  /** null creates a client. */
  client: Client | null;
  /** A new client's company name, as typed in the quote form's picker. */
  initialCompanyName?: string;
  onClose: () => void;
  /** Runs after the save instead of onClose: the quote form selects the new client. */
  onSaved?: (client: Client) => void;
}

/**
 * Creates or edits a client, in Clients and from the quote form alike: the address is asked for on the spot,
 * since the quote's PDF prints it.
 */
export function ClientDialog({ open, client, initialCompanyName = '', onClose, onSaved }: Props) {
  const saving = useSaveClient();
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="client-dialog-title">
      <Formik<Values>
        initialValues={initialValues(client, initialCompanyName)}
        enableReinitialize
        validationSchema={clientSchema}
        onSubmit={async (values, helpers) => {
          try {
            const saved = await saving.mutateAsync({ input: clientSchema.cast(values), id: client?.id ?? null });
            toast.success(client ? 'Client mis à jour' : 'Client créé');
            if (onSaved) onSaved(saved);
            else onClose();
          } catch (error) {
            helpers.setErrors(apiFieldErrors<Values>(error) ?? {});
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="client-dialog-title">{client ? 'Modifier le client' : 'Nouveau client'}</DialogTitle>
            <DialogContent>
              <Grid sx={{ mt: 0.5 }} container spacing={2}>
                <Grid size={12}><FormTextField id="client-company_name" name="company_name" label="Entreprise" required autoFocus /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField id="client-contact_name" name="contact_name" label="Contact" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField id="client-email" name="email" label="Email" type="email" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField id="client-phone" name="phone" label="Téléphone" type="tel" /></Grid>
                <Grid size={{ xs: 12, sm: 6 }}><FormTextField id="client-address" name="address" label="Adresse" /></Grid>
                <Grid size={{ xs: 5, sm: 4 }}><FormTextField id="client-postal_code" name="postal_code" label="Code postal" /></Grid>
                <Grid size={{ xs: 7, sm: 8 }}><FormTextField id="client-city" name="city" label="Ville" /></Grid>
                <Grid size={12}><FormTextField id="client-country" name="country" label="Pays" /></Grid>
              </Grid>
            </DialogContent>
            <DialogFormActions onCancel={onClose} submitLabel={client ? 'Enregistrer' : 'Créer le client'} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
