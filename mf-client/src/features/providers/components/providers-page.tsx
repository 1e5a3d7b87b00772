import { useDeferredValue, useState } from 'react';
import { Button, EmptyState, Grid, InputAdornment, SearchIcon, Stack, TextField, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { directoryQuery } from '../../../api/providers';
import { useRequestQuote } from '../hooks/use-request-quote';
import { ProviderCard, ProviderCardSkeleton } from './provider-card';

/** The spec's six skeleton cards while the directory loads. */
const SKELETONS = 6;

/** /client/providers: the providers with a company name, by name. */
export default function ProvidersPage() {
  usePageTitle('Prestataires');
  const [search, setSearch] = useState('');
  const directory = useInfiniteQuery({ ...directoryQuery(useDeferredValue(search)), placeholderData: (previous) => previous });
  const providers = directory.data?.pages.flatMap((p) => p.items) ?? [];
  const { request, pendingId } = useRequestQuote();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          Prestataires
        </Typography>
        <Typography color="text.secondary">Découvrez les prestataires et demandez-leur un devis.</Typography>
      </div>
      <TextField
        label="Rechercher un prestataire"
        placeholder="Nom ou ville"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {directory.isPending ? (
        <Grid container spacing={2} aria-busy aria-label="Chargement des prestataires">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <ProviderCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : providers.length === 0 ? (
        search.trim() ? (
          <EmptyState title="Aucun prestataire trouvé" description="Essayez un autre nom ou une autre ville." />
        ) : (
          <EmptyState title="Aucun prestataire pour l'instant" description="Les prestataires apparaissent ici dès qu'ils ont renseigné leur entreprise." />
        )
      ) : (
        <Grid container spacing={2}>
          {providers.map((p) => (
            <Grid key={p.user_id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ProviderCard
                provider={p}
                requesting={pendingId === p.user_id}
                onRequest={() => request({ user_id: p.user_id, company_name: p.company_name, logo_url: p.logo_url ?? p.avatar_url })}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {directory.hasNextPage && (
        <Button onClick={() => directory.fetchNextPage()} disabled={directory.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {directory.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
    </Stack>
  );
}
