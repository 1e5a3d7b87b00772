import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@devis/platform';
import { useFormikContext } from '@devis/platform/forms';

interface Props {
  /** What is lost, e.g. 'Les modifications de ce devis seront perdues.' */
  message: string;
  title?: string;
  confirmLabel?: string;
}

/**
 * Typed changes are not lost by leaving. Inside a form with changes, an in-app navigation ('Annuler', a header
 * link, Back, 'Déconnexion') waits for the user's answer, and closing or reloading the tab gets the browser's
 * own warning. The navigation a submit makes passes: the form is still submitting then.
 */
export function LeaveGuard({ message, title = 'Quitter sans enregistrer ?', confirmLabel = 'Quitter sans enregistrer' }: Props) {
  const { dirty, isSubmitting } = useFormikContext();
  const guarded = useRef(false);
  guarded.current = dirty && !isSubmitting;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarded.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
