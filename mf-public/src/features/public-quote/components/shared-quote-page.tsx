import { useParams, useSearchParams } from 'react-router';
import { isPublicId, publicQuoteMessages } from '@devis/domain';
import { ApiError, Button, CenteredMessage, Paper, Stack, Typography } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { sharedQuotePdfPath, sharedQuoteQuery } from '../../../api/public-quotes';
import { QuoteSheet } from './quote-sheet';
import { PdfButton } from './pdf-button';

/** /c/quotes/{publicId}: the quote to read and download, no decision here. */
export default function SharedQuotePage() {
  const { publicId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t');
  const quote = useQuery({ ...sharedQuoteQuery(publicId, token), enabled: isPublicId(publicId) });

  if (!isPublicId(publicId)) return <NotFound />;
  if (quote.isPending) return <CenteredMessage text="Chargement..." />;
  if (quote.error instanceof ApiError && quote.error.status === 404) return <NotFound />;
  if (quote.error || !quote.data) return <NotFound message={publicQuoteMessages.loadFailed} />;
  return (
    <QuoteSheet
      view={quote.data}
      actions={
        <Stack direction="row">
          <PdfButton href={sharedQuotePdfPath(publicId, token)} />
        </Stack>
      }
    />
  );
}

function NotFound({ message }: { message?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {publicQuoteMessages.notFound}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message ?? "Ce devis n'existe pas ou n'est plus disponible."}
      </Typography>
      <Button href="/" variant="outlined">
        Retour à l'accueil
      </Button>
    </Paper>
  );
}
