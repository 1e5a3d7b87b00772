import { publicQuoteMessages } from '@devis/domain';
import { Button, Paper, Typography, usePageTitle } from '@devis/platform';

/** A quote page's tab title: 'Devis non trouvé' once its quote failed to load, as the page then says. */
export const quotePageTitle = (failed: boolean) => (failed ? publicQuoteMessages.notFound : 'Votre devis');

/** 'Devis non trouvé' (spec 001 §8), with what went wrong when it is not simply missing. */
export function QuoteNotFound({ message }: { message?: string }) {
  usePageTitle(publicQuoteMessages.notFound);
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
