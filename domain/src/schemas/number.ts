import { number } from 'yup';

/** A number as JSON sends it, or as a form input holds it ('12', '12.5', ' 3 '); '' and null are left to the schema. */
const TYPED_DECIMAL = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;

function typedAsNumber(original: unknown): boolean {
  return typeof original === 'number' || original == null || original === '' || (typeof original === 'string' && TYPED_DECIMAL.test(original));
}

/**
 * yup's number() without its loose casting: yup alone reads '0x10' as 16, '1e3' as 1000, ' 5 0 ' as 50 and
 * [250] as 250, so a wrong type would be stored as another amount. Anything else fails with the schema's
 * typeError message. Schemas made from ./yup get this number().
 */
export function typedNumber() {
  return number().transform((value: number, original: unknown) => (typedAsNumber(original) ? value : NaN));
}

/** An empty input is "no value", not 0 (yup would call '' a NaN): a number's transform. */
export const emptyAsMissing = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
