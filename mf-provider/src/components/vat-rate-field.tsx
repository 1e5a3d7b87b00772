import { formatVatRate, isFrenchVatRate, VAT_RATES } from '@devis/domain';
import { MenuItem } from '@devis/platform';
import { FormTextField, useField } from '@devis/platform/forms';

/**
 * A select of the French VAT rates, bound to a formik field holding the rate as text ("5.5"). A rate saved
 * before the rates were enforced (e.g. 8.5) shows as a disabled "ancien taux" until one of the five is picked;
 * the schema refuses it on save.
 */
export function VatRateField({ name, label, id }: { name: string; label: string; id?: string }) {
  const [field] = useField<string>(name);
  const current = Number(field.value);
  const outdated = field.value !== '' && Number.isFinite(current) && !isFrenchVatRate(current);
  return (
    <FormTextField select id={id} name={name} label={label} helperText={outdated ? 'Choisissez un taux français' : undefined}>
      {VAT_RATES.map((rate) => (
        <MenuItem key={rate} value={String(rate)}>
          {formatVatRate(rate)}
        </MenuItem>
      ))}
      {outdated && (
        <MenuItem value={field.value} disabled>
          {formatVatRate(current)} (ancien taux)
        </MenuItem>
      )}
    </FormTextField>
  );
}
