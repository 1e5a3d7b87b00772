import { Button, Stack, Typography } from '@mui/material';

export interface LoadMoreProps {
  /** How many are on screen, and in the whole list (its filters applied). */
  shown: number;
  total: number;
  /** What is counted, plural: 'devis', 'clients', 'services'. */
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** The foot of a paginated list: '12 sur 130 clients' and 'Charger plus' while there is more. */
export function LoadMore({ shown, total, noun, hasMore, loading, onMore }: LoadMoreProps) {
  return (
    <Stack sx={{ alignItems: 'center', py: 1 }} spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {shown} sur {total} {noun}
      </Typography>
      {hasMore && (
        <Button variant="outlined" onClick={onMore} disabled={loading}>
          {loading ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
    </Stack>
  );
}
