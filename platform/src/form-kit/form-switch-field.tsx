import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import { useField } from 'formik';

interface FormToggleProps {
  name: string;
  label: ReactNode;
}

/** A Switch bound to a boolean formik field. */
export function FormSwitchField({ name, label }: FormToggleProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return <FormControlLabel control={<Switch {...field} checked={Boolean(field.value)} />} label={label} />;
}

/** A Checkbox bound to a boolean formik field. */
export function FormCheckboxField({ name, label }: FormToggleProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return <FormControlLabel control={<Checkbox {...field} checked={Boolean(field.value)} />} label={label} />;
}
