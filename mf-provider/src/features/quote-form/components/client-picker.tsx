import { useState } from 'react';
import { matchesSearch, searchText, type Client } from '@devis/domain';
import { Autocomplete, TextField } from '@devis/platform';
import { useField, useFieldError } from '@devis/platform/forms';
import { useQuery } from '@devis/platform/query';
import { clientsQuery } from '../../../api/clients';
import { NewClientDialog } from './new-client-dialog';

type Option = Client | { id: '__new__'; company_name: string };
const NEW_CLIENT = '__new__';

interface Props {
  /** The form field holding the client's id. */
  name: string;
  /** Shown when the quote's client no longer exists in the list. */
  fallbackName?: string | null;
}

/** Picks the quote's client among the provider's, or creates one on the spot ('+ Nouveau client'). */
export function ClientPicker({ name, fallbackName }: Props) {
  const [{ value }, , { setValue }] = useField<string>(name);
  const error = useFieldError(name);
  const onChange = (clientId: string) => void setValue(clientId);
  const { data: clients = [], isPending } = useQuery(clientsQuery());
  const [inputValue, setInputValue] = useState('');
  const [creating, setCreating] = useState<string | null>(null);
  const selected = clients.find((c) => c.id === value) ?? (value && fallbackName ? ({ id: value, company_name: fallbackName } as Option) : null);

  return (
    <>
      <Autocomplete<Option>
        options={clients}
        value={selected}
        loading={isPending}
        inputValue={inputValue}
        onInputChange={(_, v) => setInputValue(v)}
        getOptionLabel={(o) => o.company_name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loadingText="Chargement..."
        filterOptions={(options, state) => {
          // Until the list is there, offering only "+ Nouveau client" would invite a duplicate.
          if (isPending) return [];
          const matches = options.filter((o) =>
            matchesSearch(searchText([o.company_name, 'contact_name' in o ? o.contact_name : null, 'email' in o ? o.email : null]), state.inputValue),
          );
          return [...matches, { id: NEW_CLIENT, company_name: '+ Nouveau client' }];
        }}
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
          if (option?.id === NEW_CLIENT) setCreating(inputValue === '+ Nouveau client' ? '' : inputValue);
          else onChange(option?.id ?? '');
        }}
        renderInput={(params) => (
          <TextField {...params} label="Client" required error={!!error} helperText={error} placeholder="Rechercher ou créer un client" />
        )}
      />
      <NewClientDialog
        open={creating !== null}
        initialCompanyName={creating ?? ''}
        onClose={() => setCreating(null)}
        onCreated={(client) => {
          setCreating(null);
          onChange(client.id);
          setInputValue(client.company_name);
        }}
      />
    </>
  );
}
