import { lazy, Suspense, useState } from 'react';
import type { EmailDialogProps } from './email-dialog';

// The dialog brings the form kit (formik): off the first visit of an open catalogue, fetched when first needed.
const load = () => import('./email-dialog');
const EmailDialog = lazy(() => load().then((m) => ({ default: m.EmailDialog })));

/** Starts fetching the dialog (e.g. when the button that may open it is pointed at). */
export const preloadEmailDialog = () => void load().catch(() => undefined);

/** The email dialog, fetched when first opened and kept mounted from then on (for its closing transition). */
export function LazyEmailDialog(props: EmailDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <EmailDialog {...props} />
    </Suspense>
  );
}
