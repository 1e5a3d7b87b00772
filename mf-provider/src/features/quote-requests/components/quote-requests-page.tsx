import { useDeferredValue, useState } from 'react';
import { providerAnswerDefaults, REQUEST_FILTER_LABELS, REQUEST_FILTERS, type QuoteRequest, type QuoteRequestCounts, type RequestFilter } from '@devis/domain';
import { Button, CircularProgress, CounterCards, EmptyState, InputAdornment, MenuItem, SearchIcon, Stack, TextField, Typography, useToast, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { quoteRequestsQuery, useRejectQuoteRequest, type QuoteRequestsFilter } from '../../../api/quote-requests';
import { answerErrorMessage, useAnswerQuote } from '../../../api/quotes';
import { RefuseDialog } from '../../../components/refuse-dialog';
import { RequestCard } from './request-card';
import { useQuotesLive } from '../../../api/live';

const counters: { key: keyof QuoteRequestCounts; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'pending', label: 'En attente' },
  { key: 'accepted', label: 'Acceptées' },
  { key: 'rejected', label: 'Refusées' },
];

/** /app/demandes-devis "Demandes de devis": search, status filter, the four counters, the request cards. */
export default function QuoteRequestsPage() {
  usePageTitle('Demandes de devis');
  useQuotesLive();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RequestFilter>('all');
  const filter: QuoteRequestsFilter = { search: useDeferredValue(search), status };
  const requests = useInfiniteQuery(quoteRequestsQuery(filter));
  const items = requests.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = requests.data?.pages[0]?.counts;
  const toast = useToast();
  const answer = useAnswerQuote();
  const reject = useRejectQuoteRequest();
  const [refusing, setRefusing] = useState<QuoteRequest | null>(null);
  const busy = answer.isPending || reject.isPending;

  const accept = (r: QuoteRequest) =>
    answer.mutate(
      { id: r.quote_id!, action: 'accept', message: null },
      { onSuccess: () => toast.success('Devis accepté', 'Le client a été prévenu par email.'), onError: (error) => toast.error('Erreur', answerErrorMessage(error, "Impossible d'accepter le devis")) },
    );
  const refuse = (r: QuoteRequest, message: string | null) =>
    reject.mutate(
      { id: r.id, message },
      {
        onSuccess: () => {
          setRefusing(null);
          toast.success('Demande refusée', `Le client a été prévenu : « ${message ?? providerAnswerDefaults.reject} »`);
        },
      },
    );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Demandes de devis
      </Typography>
      <CounterCards counters={counters.map(({ key, label }) => ({ label, value: counts?.[key], name: `Demandes : ${label}` }))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Rechercher"
          placeholder="Titre, client, description"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField select label="Statut" value={status} onChange={(e) => setStatus(e.target.value as RequestFilter)} sx={{ minWidth: 200 }}>
          {REQUEST_FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              {REQUEST_FILTER_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {requests.isPending ? (
        <CircularProgress aria-label="Chargement des demandes" />
      ) : items.length === 0 ? (
        counts?.total === 0 ? (
          <EmptyState title="Aucune demande de devis" description="Les demandes que vos clients vous envoient depuis leur espace apparaîtront ici." />
        ) : (
          <EmptyState title="Aucune demande trouvée" description="Aucune demande ne correspond à ces critères." />
        )
      ) : (
        <Stack spacing={2}>
          {items.map((r) => (
            <RequestCard key={r.id} request={r} busy={busy} onAccept={accept} onRefuse={setRefusing} />
          ))}
        </Stack>
      )}
      {requests.hasNextPage && (
        <Button onClick={() => requests.fetchNextPage()} disabled={requests.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {requests.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
        </Button>
      )}
      {refusing && <RefuseDialog title={`Refuser « ${refusing.title} »`} pending={reject.isPending} onClose={() => setRefusing(null)} onConfirm={(m) => refuse(refusing, m)} />}
    </Stack>
  );
}
