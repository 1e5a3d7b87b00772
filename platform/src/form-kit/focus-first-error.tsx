import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that ends with field errors (the schema's, or the server's `details`), moves the focus from the
 * submit button to the first invalid field of the form, in the order the fields are shown. Renders nothing: put it
 * inside the Formik form it watches.
 */
export function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const attempt = useRef(submitCount);

  useEffect(() => {
    // A submit attempt is over once formik stops submitting: after failed validation, or after onSubmit returned.
    if (isSubmitting || submitCount === attempt.current) return;
    attempt.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, submitCount, errors, formRef]);

  return null;
}
