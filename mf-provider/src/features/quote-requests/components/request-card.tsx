import { Link } from 'react-router';
import { countOf, formatBudget, formatDate, formatMoney, requestActions, type QuoteRequest } from '@devis/domain';
import { Box, Button, Card, CardActions, CardContent, CheckIcon, CloseIcon, EditIcon, ProviderStatusBadge, RequestStatusBadge, Stack, Typography, VisibilityIcon } from '@devis/platform';

export interface RequestCardActions {
  onAccept: (request: QuoteRequest) => void;
  onRefuse: (request: QuoteRequest) => void;
  busy: boolean;
}

/** A card of "Demandes de devis": the requester, what is asked, the budget or the amount, and the actions of 000 §4. */
export function RequestCard({ request: r, onAccept, onRefuse, busy }: { request: QuoteRequest } & RequestCardActions) {
  const can = requestActions(r);
  const who = r.client.company_name ? `${r.client.name} · ${r.client.company_name}` : r.client.name;
  return (
    <Card variant="outlined" component="article" aria-label={r.title}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {r.title}
              </Typography>
              <RequestStatusBadge status={r.status} />
              {r.provider_status && r.provider_status !== 'pending' && <ProviderStatusBadge status={r.provider_status} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {who} · reçue le {formatDate(r.created_at)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' }, flexShrink: 0 }}>
            {r.quote_id ? (
              <>
                <Typography variant="caption" color="text.secondary" component="p">
                  Montant {r.provider_status === 'modified' ? 'proposé' : 'demandé'}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(r.total_ttc ?? 0)} TTC</Typography>
              </>
            ) : (
              <>
                <Typography variant="caption" color="text.secondary" component="p">
                  Budget
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatBudget(r.budget_min, r.budget_max)}</Typography>
              </>
            )}
          </Box>
        </Stack>
        {r.description && (
          <Typography variant="body2" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {r.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[r.quote_number ? `Devis ${r.quote_number} · ${countOf(r.line_count, 'ligne')}` : 'Sans devis détaillé', r.deadline ? `souhaité pour le ${formatDate(r.deadline)}` : null].filter(Boolean).join(' · ')}
        </Typography>
        {r.provider_message && r.provider_response_date && (
          <Typography variant="body2" color="text.secondary">
            Votre réponse du {formatDate(r.provider_response_date)} : « {r.provider_message} »
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        {can.view && (
          <Button size="small" startIcon={<VisibilityIcon />} component={Link} to={`/app/quotes/${encodeURIComponent(r.quote_id!)}/review`}>
            Voir
          </Button>
        )}
        {can.accept && (
          <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={busy} onClick={() => onAccept(r)}>
            Accepter
          </Button>
        )}
        {can.propose && (
          <Button size="small" variant="contained" startIcon={<EditIcon />} component={Link} to={`/app/quote-proposal/new?from_request=${encodeURIComponent(r.id)}`}>
            Faire une proposition
          </Button>
        )}
        {can.refuse && (
          <Button size="small" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => onRefuse(r)}>
            Refuser
          </Button>
        )}
        {!can.accept && !can.propose && !can.refuse && !can.view && (
          <Typography variant="body2" color="text.secondary">
            En attente du devis détaillé du client
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
