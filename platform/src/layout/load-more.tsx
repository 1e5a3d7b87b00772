import { Button, Stack, Typography } from '@mui/material';
import { countOf } from '@devis/domain';

export interface LoadMoreProps {
  /** How many are on screen, and in the whole list (its filters applied). */
  shown: number;
  total: number;
  /** What is counted, singular and plural: ['client', 'clients'], ['devis', 'devis']. */
  noun: readonly [one: string, many: string];
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** The foot of a paginated list: '12 sur 130 clients' ('1 sur 1 client') and 'Charger plus' while there is more. */
export function LoadMore({ shown, total, noun, hasMore, loading, onMore }: LoadMoreProps) {
  return (
    <Stack sx={{ alignItems: 'center', py: 1 }} spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {shown} sur {countOf(total, ...noun)}
      </Typography>
      {hasMore && (
        <Button variant="outlined" onClick={onMore} disabled={loading}>
          {loading ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
    </Stack>
  );
}
