import type { KeyboardEvent } from 'react';
import { DEFAULT_SERVICE_UNIT, UNIT_MAX } from '@devis/domain';
import { useField } from 'formik';
import { TextField } from '@mui/material';

/** The units providers type most, offered as the unit is typed; any other can be typed. */
const SUGGESTED_UNITS = [DEFAULT_SERVICE_UNIT, 'heure', 'jour', 'demi-journée', 'forfait', 'mois', 'm²', 'm³', 'ml', 'kg', 'lot'];
const SUGGESTIONS_ID = 'quote-line-units';

/** The suggestions every line's unit field offers: one list per form, beside its lines. */
export function UnitSuggestions() {
  return (
    <datalist id={SUGGESTIONS_ID}>
      {SUGGESTED_UNITS.map((unit) => (
        <option key={unit} value={unit} />
      ))}
    </datalist>
  );
}

interface Props {
  /** `lines.{index}.unit` */
  name: string;
  label: string;
  onKeyDown?: (e: KeyboardEvent) => void;
}

/**
 * A line's unit, typed after its quantity ('2 jours' on the PDF): filled from the catalogue service, editable,
 * optional. It sits inside the quantity's box, as its end adornment; a card puts it under the number
 * (linesTableSx, lineCardSx).
 */
export function LineUnitField({ name, label, onKeyDown }: Props) {
  const [field] = useField<string>(name);
  return (
    <TextField
      variant="standard"
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onKeyDown={onKeyDown}
      placeholder="+ unité"
      slotProps={{
        input: { disableUnderline: true },
        htmlInput: { 'aria-label': label, maxLength: UNIT_MAX, list: SUGGESTIONS_ID, autoComplete: 'off', spellCheck: false },
      }}
    />
  );
}
