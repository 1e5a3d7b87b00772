import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';

export interface DateFieldProps {
  label: string;
  value: string | null; // 'yyyy-MM-dd'
  onChange: (value: string | null) => void;
  disablePast?: boolean;
  minDate?: string;
  error?: boolean;
  helperText?: string;
}

const pickerText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

function toDate(day: string | null | undefined): Date | null {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

/** Calendar-day field: values in and out are 'yyyy-MM-dd' strings, shown in French (dd/MM/yyyy). */
export function DateField({ label, value, onChange, disablePast, minDate, error, helperText }: DateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr} localeText={pickerText}>
      <DatePicker
        label={label}
        value={toDate(value)}
        onChange={(date) => onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : null)}
        disablePast={disablePast}
        minDate={toDate(minDate) ?? undefined}
        format="dd/MM/yyyy"
        slotProps={{ textField: { error, helperText, fullWidth: true } }}
      />
    </LocalizationProvider>
  );
}
