import { useState } from 'react';
import { Link } from 'react-router';
import { AddIcon, Button, CircularProgress, EmptyState, Stack, Typography, usePageTitle } from '@devis/platform';
import { useInfiniteQuery } from '@devis/platform/query';
import { clientQuotesQuery } from '../../../api/client-quotes';
import { useClientQuotesLive } from '../../../api/live';
import { useOpenClientPdf } from '../hooks/use-open-client-pdf';
import { ClientQuoteCard } from './client-quote-card';
import { ModificationDialog } from './modification-dialog';
import { SummaryBanners } from './summary-banners';

/** /client/quotes "Mes Devis": the client's requests with each provider's answer, and the quotes sent to the account. */
export default function ClientQuotesPage() {
  usePageTitle('Mes Devis');
  useClientQuotesLive();
  const quotes = useInfiniteQuery(clientQuotesQuery());
  const items = quotes.data?.pages.flatMap((p) => p.items) ?? [];
  const [details, setDetails] = useState<string | null>(null);
  const pdf = useOpenClientPdf();
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Mes Devis
        </Typography>
        <Button component={Link} to="/client/create-quote" variant="contained" startIcon={<AddIcon />}>
          Créer un devis
        </Button>
      </Stack>
      {quotes.isPending ? (
        <CircularProgress aria-label="Chargement de vos devis" />
      ) : items.length === 0 ? (
        <EmptyState
          title="Aucun devis pour l'instant"
          description="Créez un devis et envoyez-le à un ou plusieurs prestataires : leurs réponses apparaîtront ici."
          action={
            <Button component={Link} to="/client/create-quote" variant="contained">
              Créer un devis
            </Button>
          }
        />
      ) : (
        <>
          <SummaryBanners items={items} />
          {items.map((item) => (
            <ClientQuoteCard key={`${item.kind}-${item.id}`} item={item} onDetails={(r) => setDetails(r.quote_id)} onPdf={(r) => void pdf.open(r.quote_id)} pdfPendingId={pdf.pendingId} />
          ))}
          {quotes.hasNextPage && (
            <Button onClick={() => quotes.fetchNextPage()} disabled={quotes.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {quotes.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
            </Button>
          )}
        </>
      )}
      {details && <ModificationDialog quoteId={details} onClose={() => setDetails(null)} />}
    </Stack>
  );
}
