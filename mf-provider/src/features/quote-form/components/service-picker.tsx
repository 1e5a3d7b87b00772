import { useState } from 'react';
import { formatMoney, type Service } from '@devis/domain';
import { Autocomplete, TextField } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { servicesQuery } from '../../../api/services';

/** Adds a catalogue service as a prefilled line; the field clears itself so the next pick is one keystroke away. */
export function ServicePicker({ onPick }: { onPick: (service: Service) => void }) {
  const { data: services = [], isPending } = useQuery(servicesQuery());
  const [inputValue, setInputValue] = useState('');
  return (
    <Autocomplete<Service>
      options={services}
      value={null}
      loading={isPending}
      inputValue={inputValue}
      onInputChange={(_, v, reason) => setInputValue(reason === 'reset' ? '' : v)}
      getOptionLabel={(s) => s.name}
      loadingText="Chargement..."
      noOptionsText="Aucun service dans le catalogue"
      renderOption={(props, s) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {s.name} — {formatMoney(s.unit_price_ht)} HT / {s.unit}
          </li>
        );
      }}
      onChange={(_, service) => {
        if (!service) return;
        setInputValue('');
        onPick(service);
      }}
      sx={{ flex: 1, minWidth: 240 }}
      renderInput={(params) => <TextField {...params} size="small" label="Ajouter depuis le catalogue" placeholder="Rechercher un service" />}
    />
  );
}
