import * as yup from './yup';
import { messages } from './messages';
import { TYPE_EXPECTED } from './locale';

/**
 * Text fields that survive any JSON: yup's own trim() calls .trim() on arrays and objects and throws,
 * which a server would answer with a 500. Here a non-string fails validation with `invalid`, numbers and
 * booleans included (yup would quietly store 12 as '12'): by default 'Texte attendu', yup's own wrong-type
 * message for text, whatever the field's other messages ('Message vide' is for a blank message, not for 123).
 */
export function text(invalid: string = TYPE_EXPECTED.string) {
  return untrimmedText(invalid).transform((v: unknown) => (typeof v === 'string' ? v.replace(INVISIBLE_CONTROLS, '').trim() : v));
}

/**
 * Control characters nobody types: C0 controls but tab and line breaks, DEL, and the bidirectional overrides
 * and isolates (U+202A-U+202E, U+2066-U+2069) that make "devis\u202Efdp.exe" read as "devisexe.pdf" in a mail
 * or a PDF.
 */
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** Text kept as typed (a password): only strings pass. */
export function untrimmedText(invalid: string = TYPE_EXPECTED.string) {
  return yup
    .string()
    .typeError(invalid)
    .test('text', invalid, (_value, context) => context.originalValue == null || typeof context.originalValue === 'string');
}

/** Line breaks of every kind (CR, LF, NEL, U+2028/2029) with the blanks around them. */
const LINE_BREAKS = /\s*[\r\n\u0085\u2028\u2029]+\s*/g;

/** One line: a break pasted into a name or a title becomes a space (it would split a mail subject or a PDF heading). */
export function toOneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ');
}

/** A transform of text only: a value that is no text is left to the type test (yup's own string transforms throw on it). */
export const ifString = (f: (v: string) => string) => (v: unknown) => (typeof v === 'string' ? f(v) : v);

/** The transform of one-line fields. */
export const oneLine = ifString(toOneLine);

/** Lower case, for emails (yup's lowercase() would throw on a value that is no text). */
export const toLowerCase = ifString((v) => v.toLowerCase());

/** Required text: blank fails with `required`, a value that is no text with 'Texte attendu'. */
export function requiredText(max: number, required: string) {
  return text().max(max, messages.tooLong).required(required);
}

/** Optional text: blank is stored as null. */
export function optionalTextField(max: number) {
  return text()
    .max(max, messages.tooLong)
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v === '' ? null : v));
}

/** A required name or title, on one line. */
export function requiredLine(max: number, required: string) {
  return requiredText(max, required).transform(oneLine);
}

/** An optional name or title, on one line; blank is stored as null. */
export function optionalLine(max: number) {
  return optionalTextField(max).transform(oneLine);
}

/** Text with a default used when blank or absent. */
export function textWithDefault(max: number, fallback: string) {
  return text()
    .max(max, messages.tooLong)
    .transform((v: unknown) => (v == null || v === '' ? fallback : v))
    .default(fallback)
    .required();
}

/**
 * A key the browser makes once per thing it sends (a request, a message): the same key again is the same
 * send, so a double click or a retry after a lost answer stores nothing twice. Blank is none.
 */
export function idempotencyKey(invalid: string) {
  return text(invalid)
    .matches(/^[A-Za-z0-9-]{8,64}$/, invalid)
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' ? null : v));
}
