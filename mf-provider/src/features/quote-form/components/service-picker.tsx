import { useState } from 'react';
import { formatMoney, matchesSearch, type Service } from '@devis/domain';
import { Autocomplete, TextField } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { SERVICE_PICKER_SIZE, servicesQuery } from '../../../api/services';
import { loadedItems } from '../../../api/lists';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { loadOnScroll } from '../../../components/load-on-scroll';

/**
 * Adds a catalogue service as a prefilled line; the field clears itself so the next pick is one keystroke away.
 * The catalogue is searched on the server as the user types (name, description), 20 at a time, more on scroll.
 */
export function ServicePicker({ onPick }: { onPick: (service: Service) => void }) {
  const [inputValue, setInputValue] = useState('');
  const services = useInfiniteQuery(servicesQuery(useDebouncedValue(inputValue), SERVICE_PICKER_SIZE));
  const { items, total } = loadedItems(services.data);
  const searching = inputValue.trim() !== '';
  return (
    <Autocomplete<Service>
      options={items}
      value={null}
      loading={services.isPending || services.isFetchingNextPage}
      inputValue={inputValue}
      onInputChange={(_, v, reason) => setInputValue(reason === 'reset' ? '' : v)}
      getOptionLabel={(s) => s.name}
      // The server searched for the last pause in typing; what was typed since refines it at once.
      filterOptions={(options) => options.filter((s) => matchesSearch([s.name, s.description], inputValue))}
      loadingText="Chargement..."
      noOptionsText={searching || total > 0 ? 'Aucun service trouvé' : 'Aucun service dans le catalogue'}
      slotProps={{ listbox: { onScroll: loadOnScroll(services) } }}
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
