import { useState } from 'react';
import { matchesSearch, type Client } from '@devis/domain';
import { Autocomplete, TextField } from '@devis/platform';
import { useField, useFieldError } from '@devis/platform/forms';
import { useInfiniteQuery } from '@devis/platform/query';
import { CLIENT_PICKER_SIZE, clientsQuery } from '../../../api/clients';
import { loadedItems } from '../../../api/lists';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { loadOnScroll } from '../../../components/load-on-scroll';
import { ClientDialog } from '../../../components/client-dialog';

type Option = Client | { id: '__new__'; company_name: string };
const NEW_CLIENT = '__new__';

interface Props {
  /** The form field holding the client's id. */
  name: string;
  /** Shown when the quote's client is not among the clients loaded (another page, or deleted since). */
  fallbackName?: string | null;
}

/**
 * Picks the quote's client among the provider's, or creates one on the spot ('+ Nouveau client'). With
 * hundreds of clients it searches on the server as the user types (company, contact, email), 20 at a time,
 * more as the list is scrolled.
 */
export function ClientPicker({ name, fallbackName }: Props) {
  const [{ value }, , { setValue }] = useField<string>(name);
  const error = useFieldError(name);
  const onChange = (clientId: string) => void setValue(clientId);
  const [inputValue, setInputValue] = useState('');
  // The client picked or created here, kept even when the loaded page does not hold it.
  const [picked, setPicked] = useState<Client | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  // The field shows the chosen client's name: that is not a search, so the list opens on every client.
  const chosenName = (picked?.id === value && picked.company_name) || fallbackName;
  const typed = inputValue === chosenName ? '' : inputValue;
  const clients = useInfiniteQuery(clientsQuery(useDebouncedValue(typed), CLIENT_PICKER_SIZE));
  const { items } = loadedItems(clients.data);
  const selected =
    (picked?.id === value ? picked : items.find((c) => c.id === value)) ?? (value && fallbackName ? ({ id: value, company_name: fallbackName } as Option) : null);

  return (
    <>
      <Autocomplete<Option>
        options={items}
        value={selected}
        loading={clients.isPending || clients.isFetchingNextPage}
        inputValue={inputValue}
        onInputChange={(_, v) => setInputValue(v)}
        getOptionLabel={(o) => o.company_name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loadingText="Chargement..."
        filterOptions={(options) => {
          // Until the list is there, offering only "+ Nouveau client" would invite a duplicate.
          if (clients.isPending) return [];
          // The server searched for the last pause in typing; what was typed since refines it at once.
          const matching = options.filter((o) => matchesSearch([o.company_name, 'contact_name' in o ? o.contact_name : null, 'email' in o ? o.email : null], typed));
          return [...matching, { id: NEW_CLIENT, company_name: '+ Nouveau client' }];
        }}
        slotProps={{ listbox: { onScroll: loadOnScroll(clients) } }}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest} style={option.id === NEW_CLIENT ? { fontWeight: 600 } : undefined}>
              {option.company_name}
              {'contact_name' in option && option.contact_name ? ` — ${option.contact_name}` : ''}
            </li>
          );
        }}
        onChange={(_, option) => {
          if (option?.id === NEW_CLIENT) {
            setCreating(inputValue === '+ Nouveau client' ? '' : inputValue);
            return;
          }
          setPicked(option && 'user_id' in option ? option : null);
          onChange(option?.id ?? '');
        }}
        renderInput={(params) => (
          <TextField {...params} label="Client" required error={!!error} helperText={error} placeholder="Rechercher ou créer un client" />
        )}
      />
      <ClientDialog
        open={creating !== null}
        client={null}
        initialCompanyName={creating ?? ''}
        onClose={() => setCreating(null)}
        onSaved={(client) => {
          setCreating(null);
          setPicked(client);
          onChange(client.id);
          setInputValue(client.company_name);
        }}
      />
    </>
  );
}
