import { useField } from 'formik';
import { TextField } from '@devis/platform';
import type { ComponentProps } from 'react';

type FormTextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'error'> & { name: string };

/** A TextField bound to a formik field; the error shows under the field once it was touched or submitted. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string | null>(name);
  const showError = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...props}
      {...field}
      id={props.id ?? name}
      value={field.value ?? ''}
      error={showError}
      helperText={showError ? meta.error : helperText}
      fullWidth
    />
  );
}
