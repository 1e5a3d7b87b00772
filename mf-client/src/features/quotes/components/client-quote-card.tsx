import { countOf, formatBudget, formatDate, finalTotalTtc, formatDateTime, formatMoney, type ClientQuoteItem, type ClientQuoteResponse } from '@devis/domain';
import { WriteToProviderButton } from '../../../components/write-to-provider-button';
import { BadgeChip, Box, Button, Card, CardContent, CompanyAvatar, Divider, PictureAsPdfIcon, ProviderStatusBadge, Stack, StatusBadge, Typography, VisibilityIcon } from '@devis/platform';

export interface ResponseActions {
  onDetails: (response: ClientQuoteResponse) => void;
  onPdf: (response: ClientQuoteResponse) => void;
  pdfPendingId: string | null;
}

/** A card of "Mes Devis": the request (or the quote a provider sent) and each provider's answer. */
export function ClientQuoteCard({ item, ...actions }: { item: ClientQuoteItem } & ResponseActions) {
  const withoutLines = item.kind === 'request' && item.line_count === 0;
  const final = finalTotalTtc(item);
  return (
    <Card variant="outlined" component="article" aria-label={item.title ?? 'Devis'}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="h6" component="h2">
                {item.title}
              </Typography>
              {item.is_final && <BadgeChip label="Version finale" tone="green" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {item.kind === 'provider_quote'
                ? `Reçu le ${formatDate(item.created_at)}`
                : `Créé le ${formatDate(item.created_at)} · ${item.line_count ? countOf(item.line_count, 'ligne') : 'sans devis détaillé'}`}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {withoutLines ? 'Budget' : 'Total TTC'}
            </Typography>
            <Typography variant="h6" component="p">
              {withoutLines ? formatBudget(item.budget_min, item.budget_max) : formatMoney(final ?? item.total_ttc)}
            </Typography>
            {final !== null && (
              <Typography variant="caption" color="text.secondary" component="p">
                Demandé : {formatMoney(item.total_ttc)}
              </Typography>
            )}
          </Box>
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {item.responses.map((r) => (
            <ResponseRow key={r.quote_request_id ?? r.quote_id} response={r} requestTotal={item.kind === 'request' ? item.total_ttc : null} {...actions} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function decisionText(r: ClientQuoteResponse): string | null {
  if (!r.client_decision) return null;
  const what = r.client_decision.action === 'accepted' ? 'Vous avez accepté la modification' : 'Vous avez refusé la modification';
  return `${what} le ${formatDateTime(r.client_decision.at)}${r.client_decision.comment ? ` : « ${r.client_decision.comment} »` : ''}`;
}

/**
 * The answer's amount: once the provider has answered; before, only when the provider's copy differs from the
 * request's total, which only its VAT franchise does (its copy is at 0 % VAT, the card's total at the client's rates).
 */
function answerTotal(r: ClientQuoteResponse, requestTotal: number | null): string {
  if (!r.total_ttc) return '';
  if (r.provider_status !== 'pending') return ` · ${formatMoney(r.total_ttc)} TTC`;
  return requestTotal !== null && r.total_ttc !== requestTotal ? ` · ${formatMoney(r.total_ttc)} TTC (TVA non applicable)` : '';
}

function ResponseRow({ response: r, requestTotal, onDetails, onPdf, pdfPendingId }: { response: ClientQuoteResponse; requestTotal: number | null } & ResponseActions) {
  const awaitingYou = r.provider_status === 'modified' && r.quote_status === 'sent';
  // A validated answer (or the final version after a modification), or a quote sent to the account.
  const canPdf = r.quote_id !== '' && (r.provider_status === null || r.provider_status === 'accepted');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }} aria-label={`Réponse de ${r.provider_company_name}`} role="group">
      <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
        <CompanyAvatar name={r.provider_company_name} src={r.provider_logo_url} size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{r.provider_company_name}</Typography>
            {r.provider_status === null ? <StatusBadge status={r.quote_status} /> : <ProviderStatusBadge status={r.provider_status} />}
            {r.quote_status === 'expired' && r.provider_status !== null && <StatusBadge status="expired" />}
          </Stack>
          {r.provider_message && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              « {r.provider_message} »
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {r.provider_response_date ? `Réponse du ${formatDateTime(r.provider_response_date)}` : 'En attente de réponse'}
            {r.quote_number && (
              <>
                {' · '}
                {/* The number never breaks at its hyphen ('2026-' / '014'). */}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`Devis ${r.quote_number}`}</Box>
              </>
            )}
            {answerTotal(r, requestTotal)}
          </Typography>
          {decisionText(r) && (
            <Typography variant="body2" color="text.secondary">
              {decisionText(r)}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {awaitingYou && (
          <Button size="small" variant="contained" startIcon={<VisibilityIcon />} onClick={() => onDetails(r)} aria-label={`Voir détails de la proposition de ${r.provider_company_name}`}>
            Voir détails
          </Button>
        )}
        {canPdf && (
          <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} disabled={pdfPendingId === r.quote_id} onClick={() => onPdf(r)} aria-label={`Générer le devis de ${r.provider_company_name}`}>
            Générer le devis
          </Button>
        )}
        <WriteToProviderButton providerUserId={r.provider_user_id} label="Écrire" accessibleName={`Écrire à ${r.provider_company_name}`} size="small" variant="outlined" />
      </Stack>
    </Stack>
  );
}
