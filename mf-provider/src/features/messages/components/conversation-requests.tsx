import { Link } from 'react-router';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, ExpandMoreIcon, Paper, RequestStatusBadge, ProviderStatusBadge, Stack, Typography, useMediaQuery, type Theme } from '@devis/platform';
import { formatBudget, formatDate, formatMoney, requestActions, type QuoteRequest } from '@devis/domain';

/**
 * The quote requests of this conversation, newest first, above the thread (spec 001 §2 "Conversation page"):
 * each links to where the provider answers it (the review of the client's quote, or a proposal). Folded on a
 * phone so the thread stays in view.
 */
export function ConversationRequests({ requests }: { requests: QuoteRequest[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (requests.length === 0) return null;
  const title = requests.length > 1 ? `Demandes de devis (${requests.length})` : 'Demande de devis';
  return (
    <Accordion
      defaultExpanded={!phone && requests.length <= 3}
      disableGutters
      variant="outlined"
      // The summary's own heading is the section's h2 (MUI wraps it in an h3 by default: no heading inside a heading).
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 48 }}>
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Stack spacing={1}>
          {requests.map((r) => (
            <RequestSummary key={r.id} request={r} />
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function RequestSummary({ request: r }: { request: QuoteRequest }) {
  const can = requestActions(r);
  const amount = r.quote_id ? `${formatMoney(r.total_ttc ?? 0)} TTC` : `Budget : ${formatBudget(r.budget_min, r.budget_max)}`;
  return (
    <Paper component="article" variant="outlined" aria-label={`Demande : ${r.title}`} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {r.title}
            </Typography>
            <RequestStatusBadge status={r.status} />
            {r.provider_status && r.provider_status !== 'pending' && <ProviderStatusBadge status={r.provider_status} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[`Reçue le ${formatDate(r.created_at)}`, r.quote_number ? `Devis ${r.quote_number}` : null, amount].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          {can.view ? (
            <Button component={Link} to={`/app/quotes/${encodeURIComponent(r.quote_id!)}/review`} size="small" variant="outlined" sx={{ minHeight: 44 }}>
              Voir le devis
            </Button>
          ) : can.propose ? (
            <Button component={Link} to={`/app/quote-proposal/new?from_request=${encodeURIComponent(r.id)}`} size="small" variant="contained" sx={{ minHeight: 44 }}>
              Faire une proposition
            </Button>
          ) : (
            <Button component={Link} to="/app/demandes-devis" size="small" sx={{ minHeight: 44 }}>
              Voir les demandes
            </Button>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
