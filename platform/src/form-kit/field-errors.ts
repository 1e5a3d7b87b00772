import { getIn, setIn, type FormikErrors } from 'formik';
import { ApiError } from '../api/api-error';

/** Form field names that differ from the API's (the form types euros in `unit_price`, the API takes `unit_price_ht`). */
export type FieldNames = Record<string, string>;

/** `lines[0].unit_price_ht` -> `lines[0].unit_price` when the map renames unit_price_ht. */
function formPath(path: string, names: FieldNames): string {
  return path.replace(/(^|\.)([^.[\]]+)$/, (_, dot: string, field: string) => dot + (names[field] ?? field));
}

/** True when a parent of `path` already holds a message (a list's own error before its items' errors). */
function underMessage(errors: object, path: string): boolean {
  const parts = path.split(/\.|\[|\]\.?/).filter(Boolean);
  return parts.some((_, i) => i < parts.length - 1 && typeof getIn(errors, parts.slice(0, i + 1).join('.')) === 'string');
}

/**
 * The one mapper from validation paths to formik errors: the API's `details` (field -> French message, paths as
 * `lines[0].unit_price_ht`) and the domain schema's own errors go through it alike. The first message of a field wins.
 */
export function fieldErrors<Values>(details: Record<string, string>, names: FieldNames = {}): FormikErrors<Values> {
  let errors: object = {};
  for (const [path, message] of Object.entries(details)) {
    const field = formPath(path, names);
    if (getIn(errors, field) === undefined && !underMessage(errors, field)) errors = setIn(errors, field, message);
  }
  return errors as FormikErrors<Values>;
}

/** The first message anywhere in a part of formik's errors (e.g. all of a list's lines), for a summary above it. */
export function firstError(errors: unknown): string | undefined {
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors)) {
      const found = firstError(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every message in a nested error object (a form's lines), each once, in the fields' order. */
export function distinctErrors(errors: unknown, found: string[] = []): string[] {
  if (typeof errors === 'string') {
    if (!found.includes(errors)) found.push(errors);
  } else if (errors && typeof errors === 'object') {
    for (const value of Object.values(errors)) distinctErrors(value, found);
  }
  return found;
}

/** The field errors an API refusal carries (400 with `details`), or null for any other failure. */
export function apiFieldErrors<Values>(error: unknown, names: FieldNames = {}): FormikErrors<Values> | null {
  return error instanceof ApiError && error.details ? fieldErrors<Values>(error.details, names) : null;
}

interface Schema {
  validate(value: unknown, options: { abortEarly: false }): Promise<unknown>;
}

/**
 * A formik `validate` that runs the domain schema (the one the server runs) on what the API would receive
 * (`toInput(values)`), and maps its paths back onto the form's fields.
 */
export function validateWith<Values>(schema: Schema, toInput: (values: Values) => unknown, names: FieldNames = {}) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(toInput(values), { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner?: { path?: string; message: string }[] }).inner;
      if (!inner) throw error;
      const details: Record<string, string> = {};
      for (const { path, message } of inner) if (path && !(path in details)) details[path] = message;
      return fieldErrors<Values>(details, names);
    }
  };
}
