// The @devis/platform/pickers in-browser module: loaded only by screens with a date picker.
export { DateField, type DateFieldProps } from './date-field';
export { FormDateField, type FormDateFieldProps } from './form-date-field';
