import { useField } from 'formik';
import { useFieldError } from '../form-kit/form-text-field';
import { DateField, type DateFieldProps } from './date-field';

export type FormDateFieldProps = Omit<DateFieldProps, 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Runs after the field took the new day (e.g. another date that follows this one). */
  onChange?: (value: string | null) => void;
};

/** A DateField bound to a formik field holding 'yyyy-MM-dd' or null (part of the form kit of @devis/platform/forms). */
export function FormDateField({ name, onChange, helperText, ...props }: FormDateFieldProps) {
  const [field, , helpers] = useField<string | null>(name);
  const error = useFieldError(name);
  return (
    <DateField
      {...props}
      value={field.value}
      onChange={(value) => {
        void helpers.setValue(value);
        onChange?.(value);
      }}
      error={error !== undefined}
      helperText={error ?? helperText}
    />
  );
}
