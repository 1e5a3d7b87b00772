import { centsToInput, DEFAULT_SERVICE_UNIT, DEFAULT_VAT_RATE, eurosToCents, serviceSchema, VAT_FRANCHISE_MENTION, type Service, type ServiceInput } from '@devis/domain';
import { Alert, Dialog, DialogContent, DialogTitle, Grid, InputAdornment, useToast } from '@devis/platform';
import { apiFieldErrors, Form, Formik, FormTextField, validateWith } from '@devis/platform/forms';
import { useSaveService } from '../../../api/services';
import { VatRateField } from '../../../components/vat-rate-field';
import { DialogFormActions } from '../../../components/dialog-form-actions';

/** Prices are typed in euros; the API takes cents. */
interface Values {
  name: string;
  description: string;
  unit_price: string;
  tva_rate_percent: string;
  unit: string;
}

/** The API's cents field is the form's euro field. */
const fieldNames = { unit_price_ht: 'unit_price' };

function initialValues(service: Service | null): Values {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    unit_price: service ? centsToInput(service.unit_price_ht) : '',
    tva_rate_percent: String(service?.tva_rate_percent ?? DEFAULT_VAT_RATE),
    unit: service?.unit ?? DEFAULT_SERVICE_UNIT,
  };
}

/**
 * What the API receives, before the schema's cast: the price as typed, with a decimal comma or point (a
 * number input would drop the comma in some browsers: 1234,5 became 12345). An empty price stays empty (required).
 */
function toInput({ unit_price, ...values }: Values) {
  const price = String(unit_price ?? '').trim();
  return { ...values, unit_price_ht: price === '' ? '' : eurosToCents(price) };
}

interface Props {
  open: boolean;
  service: Service | null;
  /** The provider charges no VAT: the rate chosen here waits until it leaves the franchise. */
  vatFranchise: boolean;
  onClose: () => void;
}

export function ServiceDialog({ open, service, vatFranchise, onClose }: Props) {
  const saving = useSaveService();
  const toast = useToast();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-dialog-title">
      <Formik<Values>
        initialValues={initialValues(service)}
        enableReinitialize
        validate={validateWith(serviceSchema, toInput, fieldNames)}
        onSubmit={async (values, helpers) => {
          try {
            const input = serviceSchema.cast(toInput(values), { stripUnknown: true }) as ServiceInput;
            await saving.mutateAsync({ input, id: service?.id ?? null });
            toast.success(service ? 'Service mis à jour' : 'Service créé');
            onClose();
          } catch (error) {
            helpers.setErrors(apiFieldErrors<Values>(error, fieldNames) ?? {});
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="service-dialog-title">{service ? 'Modifier le service' : 'Nouveau service'}</DialogTitle>
            <DialogContent>
              <Grid sx={{ mt: 0.5 }} container spacing={2}>
                <Grid size={12}>
                  <FormTextField id="service-name" name="name" label="Nom" required autoFocus />
                </Grid>
                <Grid size={12}>
                  <FormTextField id="service-description" name="description" label="Description" multiline minRows={2} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    id="service-unit_price"
                    name="unit_price"
                    label="Prix unitaire HT"
                    required
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <VatRateField id="service-tva_rate_percent" name="tva_rate_percent" label="TVA" />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField id="service-unit" name="unit" label="Unité" />
                </Grid>
                {vatFranchise && (
                  <Grid size={12}>
                    <Alert severity="info">
                      Vos devis n'appliquent pas la TVA ({VAT_FRANCHISE_MENTION}) : ce service y figure sans TVA. Le taux choisi ici servira si vous
                      quittez la franchise.
                    </Alert>
                  </Grid>
                )}
              </Grid>
            </DialogContent>
            <DialogFormActions onCancel={onClose} submitLabel={service ? 'Enregistrer' : 'Créer le service'} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
