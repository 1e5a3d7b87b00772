import { useFormik } from 'formik';
import { DEFAULT_SERVICE_UNIT, DEFAULT_VAT_RATE, eurosToCents, serviceSchema, type Service, type ServiceInput } from '@devis/domain';
import { ApiError, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, InputAdornment, TextField, useToast } from '@devis/platform';
import { useSaveService } from '../api/save-service';

/** Prices are typed in euros; the API takes cents. */
interface Values {
  name: string;
  description: string;
  unit_price: string;
  tva_rate_percent: string;
  unit: string;
}

function initialValues(service: Service | null): Values {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    unit_price: service ? (service.unit_price_ht / 100).toFixed(2) : '',
    tva_rate_percent: String(service?.tva_rate_percent ?? DEFAULT_VAT_RATE),
    unit: service?.unit ?? DEFAULT_SERVICE_UNIT,
  };
}

function toRaw(values: Values) {
  // Formik turns number inputs into numbers; an empty price stays empty so that the schema reports it as required.
  const price = String(values.unit_price ?? '').trim();
  return { ...values, unit_price_ht: price === '' ? '' : eurosToCents(price), unit_price: undefined };
}

/** The domain schema decides; its unit_price_ht errors belong to the euro field. */
async function validate(values: Values) {
  try {
    await serviceSchema.validate(toRaw(values), { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const { path, message } of (e as { inner: { path?: string; message: string }[] }).inner ?? []) {
      const field = (path === 'unit_price_ht' ? 'unit_price' : path) as keyof Values;
      errors[field] ??= message;
    }
    return errors;
  }
}

interface Props {
  open: boolean;
  service: Service | null;
  onClose: () => void;
}

export function ServiceDialog({ open, service, onClose }: Props) {
  const saving = useSaveService();
  const toast = useToast();
  const form = useFormik<Values>({
    initialValues: initialValues(service),
    enableReinitialize: true,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        const input = serviceSchema.cast(toRaw(values), { stripUnknown: true }) as ServiceInput;
        await saving.mutateAsync({ input, id: service?.id ?? null });
        toast.success(service ? 'Service mis à jour' : 'Service créé');
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.details) {
          const { unit_price_ht, ...rest } = error.details;
          helpers.setErrors({ ...rest, ...(unit_price_ht ? { unit_price: unit_price_ht } : {}) });
        }
        toast.error('Erreur', 'Impossible de sauvegarder le service');
      }
    },
  });

  const props = (name: keyof Values) => ({
    id: `service-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: form.touched[name] && !!form.errors[name],
    helperText: form.touched[name] ? form.errors[name] : undefined,
    fullWidth: true,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-dialog-title">
      <form onSubmit={form.handleSubmit} noValidate>
        <DialogTitle id="service-dialog-title">{service ? 'Modifier le service' : 'Nouveau service'}</DialogTitle>
        <DialogContent>
          <Grid sx={{ mt: 0.5 }} container spacing={2}>
            <Grid size={12}>
              <TextField {...props('name')} label="Nom" required autoFocus />
            </Grid>
            <Grid size={12}>
              <TextField {...props('description')} label="Description" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                {...props('unit_price')}
                label="Prix unitaire HT"
                required
                type="number"
                slotProps={{ htmlInput: { min: 0, step: 0.01 }, input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField
                {...props('tva_rate_percent')}
                label="TVA"
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <TextField {...props('unit')} label="Unité" />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {service ? 'Enregistrer' : 'Créer le service'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
