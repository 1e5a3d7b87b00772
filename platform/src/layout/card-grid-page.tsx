import type { ReactNode } from 'react';
import { Box, Button, CircularProgress, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { EmptyState } from './empty-state';

export interface CardGridPageProps<T extends { id: string }> {
  title: string;
  /** The add button, e.g. 'Nouveau client'. */
  addLabel: string;
  onAdd: () => void;
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  loading: boolean;
  /** The cards to show, already filtered by the search (the server's, for a paginated list). */
  items: T[];
  /** What the grid says when `items` is empty (nothing yet, or nothing matches). */
  empty: { title: string; description?: string };
  renderCard: (item: T) => ReactNode;
  /** Under the cards, when there are some: a paginated list's `LoadMore`. */
  footer?: ReactNode;
  /** Dialogs of the page. */
  children?: ReactNode;
}

/** A list screen of cards (clients, services...): title and add button, a search field, then the cards. */
export function CardGridPage<T extends { id: string }>(props: CardGridPageProps<T>) {
  const { title, addLabel, onAdd, searchPlaceholder, search, onSearchChange, loading, items, empty, renderCard, footer, children } = props;
  return (
    <Box>
      <Stack spacing={3}>
        <Stack sx={{ justifyContent: 'space-between', alignItems: 'center' }} direction="row">
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Stack>
        <TextField
          size="small"
          type="search"
          label="Rechercher"
          placeholder={searchPlaceholder}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Chargement..." />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <>
            <Grid container spacing={2}>
              {items.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  {renderCard(item)}
                </Grid>
              ))}
            </Grid>
            {footer}
          </>
        )}
      </Stack>
      {children}
    </Box>
  );
}
