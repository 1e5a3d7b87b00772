// The @devis/platform/pickers in-browser module: loaded only by screens with a date picker.
export { DateField, type DateFieldProps } from './date-field';
