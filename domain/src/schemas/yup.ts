// yup with its French messages. Schema modules import yup from here, so locale.ts runs before any schema is made
// in every bundle that makes one, and only there (texts such as `messages` stay free of yup).
import './locale';

export * from 'yup';
// Takes the place of yup's own number(): a local export wins over `export *`.
export { typedNumber as number } from './number';
