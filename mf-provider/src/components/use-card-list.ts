import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { matchesSearch, searchText } from '@devis/domain';

/**
 * The state of a card list screen (clients, services): the search through the domain matcher, the create/edit
 * dialog (opened at once by `?new=1`) and the card awaiting delete confirmation.
 * `textOf` must be stable (defined outside the component): it indexes the items once per load.
 */
export function useCardList<T extends { id: string }>(items: T[] | undefined, textOf: (item: T) => (string | null | undefined)[]) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  // The edited item stays while the dialog closes, so its title does not flip during the transition.
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: !!params.get('new'), item: null });
  const [toDelete, setToDelete] = useState<T | null>(null);

  const indexed = useMemo(() => (items ?? []).map((item) => ({ item, text: searchText(textOf(item)) })), [items, textOf]);
  const shown = indexed.filter((entry) => matchesSearch(entry.text, search)).map((entry) => entry.item);

  return {
    search,
    setSearch,
    shown,
    /** Nothing at all yet (as opposed to nothing matching the search). */
    none: indexed.length === 0,
    dialog,
    openDialog: (item: T | null) => setDialog({ open: true, item }),
    closeDialog: () => {
      setDialog((d) => ({ ...d, open: false }));
      if (params.get('new')) setParams({}, { replace: true });
    },
    toDelete,
    setToDelete,
  };
}
