import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The state of a card list screen (clients, services): the search typed (and its debounced value, which the
 * page sends to the server), the create/edit dialog (opened at once by `?new=1`) and the card awaiting delete
 * confirmation.
 */
export function useCardList<T extends { id: string }>() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search);
  // The edited item stays while the dialog closes, so its title does not flip during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: !!params.get('new'), item: null });
  const [toDelete, setToDelete] = useState<T | null>(null);

  return {
    search,
    setSearch,
    /** What to ask the server for: the search once the user pauses typing. */
    searched,
    dialog,
    openDialog: (item: T | null) => setDialog({ open: true, item }),
    closeDialog: () => {
      setDialog((d) => ({ ...d, open: false }));
      if (params.get('new')) setParams({}, { replace: true, preventScrollReset: true });
    },
    toDelete,
    setToDelete,
  };
}
