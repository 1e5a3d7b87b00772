// @devis/platform/forms: the form kit (formik, the bound fields, the one mapper of validation errors) and the heavier
// components a first screen rarely shows (text inputs pull in Select, Menu and Modal). Same module instances as
// @devis/platform (one compilation). Import it from lazily loaded screens only.
// Apps take formik from here, never from their own bundle: a second copy would not see this one's form context.
export { Alert, AlertTitle, Drawer, TextField } from './mui';
export { Form, Formik, FormikProvider, getIn, useField, useFormik, useFormikContext } from 'formik';
export type { FormikErrors, FormikHelpers, FormikProps } from 'formik';
export { FormTextField, useFieldError, type FormTextFieldProps } from './form-kit/form-text-field';
export { FormCheckboxField, FormSwitchField } from './form-kit/form-switch-field';
export { apiFieldErrors, distinctErrors, fieldErrors, firstError, validateWith, type FieldNames } from './form-kit/field-errors';
export { LineFields, type LineFieldsProps } from './layout/line-fields';
export { LineUnitField, UnitSuggestions } from './layout/line-unit-field';
export { FocusFirstError } from './form-kit/focus-first-error';
export { focusOnArrival } from './form-kit/focus-on-arrival';
export { LinesErrors } from './form-kit/lines-errors';
export { TypedConfirmDialog, type TypedConfirmDialogProps } from './form-kit/typed-confirm-dialog';
export { ForgotPasswordLink } from './form-kit/forgot-password';
export { AccountDataSection, type AccountDataSectionProps } from './account/account-data-section';
