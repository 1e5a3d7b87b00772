import { MenuItem, Stack, TextField, InputAdornment } from '@devis/platform';
import { SearchIcon } from '@devis/platform';
import { QUOTE_STATUS_LABELS } from '@devis/domain';
import { QUOTE_STATUS_FILTERS, type QuoteStatusFilter } from '../../../api/quotes';

const statusOptions = QUOTE_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'Tous les statuts' : QUOTE_STATUS_LABELS[value] }));

interface Props {
  search: string;
  status: QuoteStatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: QuoteStatusFilter) => void;
}

export function QuoteFilters({ search, status, onSearchChange, onStatusChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        fullWidth
        size="small"
        type="search"
        label="Rechercher"
        placeholder="Numéro, client ou titre"
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <TextField
        select
        size="small"
        label="Statut"
        value={status}
        onChange={(e) => onStatusChange(e.target.value as QuoteStatusFilter)}
        sx={{ minWidth: 200 }}
      >
        {statusOptions.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
