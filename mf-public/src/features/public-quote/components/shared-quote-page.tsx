import { useParams, useSearchParams } from 'react-router';
import { isPublicId, publicQuoteMessages } from '@devis/domain';
import { ApiError, CenteredMessage, Stack, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { sharedQuotePdfPath, sharedQuoteQuery } from '../../../api/public-quotes';
import { QuoteSheet } from './quote-sheet';
import { PdfButton } from './pdf-button';
import { QuoteNotFound as NotFound, quotePageTitle } from './quote-not-found';
import { BasketQuote } from './basket-quote';

/**
 * /c/quotes/{publicId}: the quote to read and download, no decision here. With `?t=` a sent quote's link;
 * without, a quote the visitor built on a public provider page (BasketQuote).
 */
export default function SharedQuotePage() {
  const { publicId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t');
  if (!isPublicId(publicId)) return <NotFound />;
  if (!token) return <BasketQuote quotePublicId={publicId} />;
  return <TokenQuote publicId={publicId} token={token} />;
}

function TokenQuote({ publicId, token }: { publicId: string; token: string }) {
  const quote = useQuery(sharedQuoteQuery(publicId, token));
  // Here, not in the page: a parent's title effect runs after its child's and would hide 'Devis non trouvé'.
  usePageTitle(quotePageTitle(quote.isError));

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
