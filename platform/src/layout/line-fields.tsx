import { formatMoney, formatVatRate, VAT_RATES, type Cents } from '@devis/domain';
import { Box, MenuItem, Typography } from '@mui/material';
import { FormTextField } from '../form-kit/form-text-field';

const decimalInput = { htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 } } as const;

export interface LineFieldsProps {
  /** The line's path in the form, e.g. `lines[2]`: its fields are `quantity`, `unit_price` and `tva_rate_percent`. */
  name: string;
  /** The line total the screen shows: HT to a provider, TTC to a client. */
  totalLabel: 'Total HT' | 'Total TTC';
  total: Cents;
  /** false keeps a field red without its message (a screen that shows one message for all lines). */
  showErrorText?: boolean;
}

/**
 * The priced fields of an editable line card (`lineCardSx`): quantity, unit price HT, the VAT rate and the
 * line total, each in its `data-cell`. Prices are typed in euros with a comma or a dot.
 */
export function LineFields({ name, totalLabel, total, showErrorText = true }: LineFieldsProps) {
  return (
    <>
      <Box data-cell="quantity">
        <FormTextField name={`${name}.quantity`} label="Qté" size="small" showErrorText={showErrorText} slotProps={decimalInput} />
      </Box>
      <Box data-cell="unit_price">
        <FormTextField name={`${name}.unit_price`} label="Prix HT (€)" size="small" showErrorText={showErrorText} slotProps={decimalInput} />
      </Box>
      <Box data-cell="vat">
        <FormTextField name={`${name}.tva_rate_percent`} label="TVA" size="small" select toValue={Number}>
          {VAT_RATES.map((rate) => (
            <MenuItem key={rate} value={rate}>
              {formatVatRate(rate)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box data-cell="total">
        <Typography variant="caption" color="text.secondary" component="p">
          {totalLabel}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatMoney(total)}</Typography>
      </Box>
    </>
  );
}
