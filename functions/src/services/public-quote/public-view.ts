import { canTransition, computeTotals, type PublicQuoteView } from '@devis/domain';
import type { OpenedLink } from './open-link';
import { linkStatus } from './link-status';

/** The public view of a link's version: the content as sent, the quote's live status and decision. */
export function toPublicView({ publicId, link, quote, version }: OpenedLink, now: Date): PublicQuoteView {
  const q = version.quote;
  const p = version.provider;
  const status = linkStatus(quote, version, now);
  const current = quote.version === link.version;
  const client = q.client;
  return {
    public_id: publicId,
    number: q.quote_number,
    title: q.title,
    quote_date: q.quote_date,
    valid_until: q.valid_until,
    status,
    can_decide: current && canTransition(status, 'accepted'),
    is_current_version: current,
    currency: 'EUR',
    provider: {
      name: p.company_name,
      address: p.company_address,
      postal_code: p.company_postal_code,
      city: p.company_city,
      country: p.company_country,
      email: p.email,
      siret: p.siret,
      legal_form: p.legal_form,
      tva_intracom: p.tva_intracom,
      vat_franchise: p.vat_franchise,
      logo_url: version.logo ?? null,
      brand_primary_color: p.brand_primary_color,
      brand_accent_color: p.brand_accent_color,
      payment_terms: p.quote_payment_terms,
      terms_conditions: p.quote_terms_conditions,
      footer_text: p.quote_footer_text,
    },
    client_name: client?.contact_name ?? null,
    client_company: client?.company_name ?? null,
    client_email: client?.email ?? null,
    client_address: client?.address ?? null,
    client_postal_code: client?.postal_code ?? null,
    client_city: client?.city ?? null,
    client_country: client?.country ?? null,
    items: [...q.lines]
      .sort((a, b) => a.line_order - b.line_order)
      .map((l) => ({
        description: l.description,
        quantity: l.quantity,
        unit: l.unit ?? null,
        unit_price_ht: l.unit_price_ht,
        tva_rate_percent: l.tva_rate_percent,
        total_ht: l.total_ht,
        total_tva: l.total_tva,
        total_ttc: l.total_ttc,
      })),
    vat_breakdown: computeTotals(q.lines).vat_breakdown,
    total_ht: q.total_ht,
    total_tva: q.total_tva,
    total_ttc: q.total_ttc,
    notes: q.notes,
    decision: quote.decision && quote.decision.version === link.version
      ? { action: quote.decision.action, at: quote.decision.at, name: quote.decision.name, reason: quote.decision.reason }
      : null,
  };
}
