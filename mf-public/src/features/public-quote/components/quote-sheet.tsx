import type { ReactNode } from 'react';
import type { PublicQuoteView } from '@devis/domain';
import { Box, Divider, Grid, Paper, Stack, Typography } from '@devis/platform';
import { ProviderHeader } from './provider-header';
import { QuoteHeading } from './quote-heading';
import { ClientDetails } from './client-details';
import { QuoteLines } from './quote-lines';

/** The quote as a document: provider, heading, client, lines and totals, terms; `actions` sit under the heading. */
export function QuoteSheet({ view, actions }: { view: PublicQuoteView; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 3 }}>
      <Box sx={{ height: 6, bgcolor: view.provider.brand_primary_color }} />
      <Stack spacing={3} sx={{ p: { xs: 2, sm: 4 } }}>
        <ProviderHeader provider={view.provider} />
        <QuoteHeading view={view} />
        {actions}
        <Divider />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ClientDetails view={view} />
          </Grid>
          {view.provider.payment_terms && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography variant="overline" color="text.secondary">
                Conditions de paiement
              </Typography>
              <Typography>{view.provider.payment_terms}</Typography>
            </Grid>
          )}
        </Grid>
        <QuoteLines view={view} />
        {view.notes && <Text title="Notes" text={view.notes} />}
        {view.provider.terms_conditions && <Text title="Conditions générales" text={view.provider.terms_conditions} />}
        {view.provider.footer_text && (
          <Typography variant="caption" color="text.secondary">
            {view.provider.footer_text}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

function Text({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Box>
  );
}
