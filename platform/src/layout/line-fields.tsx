import { formatMoney, formatVatRate, VAT_RATES, type Cents } from '@devis/domain';
import { Box, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { BadgeChip } from '../display/badge-chip';
import { FormTextField } from '../form-kit/form-text-field';
import { LineUnitField } from './line-unit-field';

const decimalInput = { htmlInput: { inputMode: 'decimal', min: 0, step: 0.01 } } as const;

export interface LineFieldsProps {
  /** The line's path in the form, e.g. `lines[2]`: its fields are `description`, `quantity`, `unit_price` and `tva_rate_percent`. */
  name: string;
  /** A line filled from a catalogue service shows a 'Catalogue' badge beside its description. */
  catalogue: boolean;
  /** Marks the description required (asterisk). */
  descriptionRequired?: boolean;
  /** The line total the screen shows: HT to a provider, TTC to a client. */
  totalLabel: 'Total HT' | 'Total TTC';
  total: Cents;
  /** false keeps the description, quantity and price red without their message (a screen that shows one message for all lines). */
  showErrorText?: boolean;
  /** The provider is under the VAT franchise: the rate shows 0 %, locked (the screen computes and sends 0 too). */
  vatFranchise?: boolean;
  /** The catalogue service's unit, shown after the quantity ('jour', 'm²'). */
  unit?: string | null;
  /** The unit is typed in the quantity's box (`{name}.unit`) instead of shown; the screen adds `UnitSuggestions`. */
  unitEditable?: boolean;
}

/**
 * The fields of an editable line card (`lineCardSx`): description (and its catalogue badge), quantity, unit
 * price HT, the VAT rate and the line total, each in its `data-cell`; the screen adds its remove button.
 * Prices are typed in euros with a comma or a dot.
 */
export function LineFields({ name, catalogue, descriptionRequired = false, totalLabel, total, showErrorText = true, vatFranchise = false, unit, unitEditable = false }: LineFieldsProps) {
  const rates = VAT_RATES.map((rate) => (
    <MenuItem key={rate} value={rate}>
      {formatVatRate(rate)}
    </MenuItem>
  ));
  const unitAdornment = (
    <InputAdornment position="end" data-line-unit>
      {unitEditable ? <LineUnitField name={`${name}.unit`} label="Unité" /> : unit}
    </InputAdornment>
  );
  return (
    <>
      <Stack data-cell="description" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
        <FormTextField name={`${name}.description`} label="Description" size="small" required={descriptionRequired} showErrorText={showErrorText} />
        {catalogue && <BadgeChip label="Catalogue" tone="blue" />}
      </Stack>
      <Box data-cell="quantity">
        <FormTextField
          name={`${name}.quantity`}
          label="Qté"
          size="small"
          showErrorText={showErrorText}
          slotProps={unitEditable || unit ? { ...decimalInput, input: { endAdornment: unitAdornment } } : decimalInput}
        />
        {/* A card's quantity field has no room for the unit beside the number: it goes below (lineCardSx). */}
        {unit && !unitEditable && (
          <Typography variant="caption" color="text.secondary" data-line-unit-below>
            {unit}
          </Typography>
        )}
      </Box>
      <Box data-cell="unit_price">
        <FormTextField name={`${name}.unit_price`} label="Prix HT (€)" size="small" showErrorText={showErrorText} slotProps={decimalInput} />
      </Box>
      <Box data-cell="vat">
        {vatFranchise ? (
          <TextField label="TVA" size="small" select fullWidth disabled value={0}>
            {rates}
          </TextField>
        ) : (
          <FormTextField name={`${name}.tva_rate_percent`} label="TVA" size="small" select toValue={Number}>
            {rates}
          </FormTextField>
        )}
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
