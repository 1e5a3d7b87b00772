import { useState } from 'react';
import { publicProviderMessages as m } from '@devis/domain';
import { ApiError, Alert, Button, CenteredMessage, DownloadIcon, Stack, usePageTitle } from '@devis/platform';
import { useQuery } from '@devis/platform/query';
import { basketQuoteQuery, needsEmail, saveDataUrl, useRequestBasketPdf } from '../../../api/public-provider';
import { LazyEmailDialog as EmailDialog, preloadEmailDialog } from '../../../components/lazy-email-dialog';
import { QuoteSheet } from './quote-sheet';
import { QuoteNotFound, quotePageTitle } from './quote-not-found';

/**
 * /c/quotes/{quotePublicId} without a token: the quote a visitor built on a public provider page, readable by
 * that browser only. The PDF asks for an email first when the quote has none (DOWNLOAD_ON_EMAIL).
 */
export function BasketQuote({ quotePublicId }: { quotePublicId: string }) {
  const quote = useQuery(basketQuoteQuery(quotePublicId));
  usePageTitle(quotePageTitle(quote.isError));
  const pdf = useRequestBasketPdf(quotePublicId);
  const [asking, setAsking] = useState(false);

  if (quote.isPending) return <CenteredMessage text="Chargement..." />;
  if (quote.error instanceof ApiError && [403, 404].includes(quote.error.status)) return <QuoteNotFound />;
  if (quote.error || !quote.data) return <QuoteNotFound message={m.loadQuoteFailed} />;

  const download = (email: string | null) =>
    pdf.mutateAsync(email).then(
      (file) => {
        setAsking(false);
        saveDataUrl(file);
      },
      (error: unknown) => {
        // The server wants an email (it forgot the one given, or none was): ask for it.
        if (needsEmail(error)) setAsking(true);
        throw error;
      },
    );

  return (
    <Stack spacing={2}>
      <Alert severity="success">Votre devis est prêt. Téléchargez-le en PDF et conservez-le : ce lien ne s'ouvre que dans ce navigateur.</Alert>
      <QuoteSheet
        view={quote.data}
        actions={
          <Stack direction="row">
            <Button
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              disabled={pdf.isPending}
              onPointerEnter={preloadEmailDialog}
              onFocus={preloadEmailDialog}
              onClick={() => (quote.data.pdf_email_required ? setAsking(true) : void download(null).catch(() => undefined))}
            >
              {pdf.isPending && !asking ? 'Préparation du PDF...' : 'Télécharger le PDF'}
            </Button>
          </Stack>
        }
      />
      <EmailDialog
        open={asking}
        title="Votre adresse email"
        text="Indiquez votre adresse email pour télécharger votre devis. Le prestataire la recevra pour vous recontacter au sujet de votre demande."
        submitLabel="Télécharger le PDF"
        pendingLabel="Préparation du PDF..."
        invalidMessage={m.emailInvalid}
        onSubmit={download}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
