import type { ComponentProps } from 'react';
import { TextField } from '@mui/material';
import { useField, useFormikContext } from 'formik';

export type FormTextFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange' | 'onBlur'> & {
  name: string;
  /** false keeps the field red without its message below (e.g. cells of a table that shows one message above). */
  showErrorText?: boolean;
  /** Turns the typed text into the stored value (e.g. `Number` for a select of rates); the text itself by default. */
  toValue?: (text: string) => unknown;
};

/** Shows a field's error once the user left it or tried to submit; its message replaces the helper text. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
}

/** A TextField bound to a formik field (also `select` with MenuItem children). */
export function FormTextField({ name, helperText, showErrorText = true, toValue, ...props }: FormTextFieldProps) {
  const [field, , helpers] = useField<unknown>(name);
  const error = useFieldError(name);
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={toValue ? (event) => void helpers.setValue(toValue(event.target.value)) : field.onChange}
      onBlur={field.onBlur}
      id={props.id ?? name}
      error={error !== undefined}
      helperText={error !== undefined && showErrorText ? error : helperText}
    />
  );
}
