import { randomUUID } from 'node:crypto';
import { computeLine, computeTotals, roundQuantity, type QuoteClientSnapshot, type QuoteLine, type QuoteLineInput } from '@devis/domain';
import type { ClientDoc } from '../clients/client-record';

/** Lines as stored: every total recomputed here, whatever the caller sent. */
export function buildLines(lines: readonly (Pick<QuoteLineInput, 'description' | 'quantity' | 'unit_price_ht' | 'tva_rate_percent' | 'service_id'> & { unit?: string | null })[]): QuoteLine[] {
  return lines.map((line, index) => {
    const quantity = roundQuantity(line.quantity);
    const priced = { quantity, unit_price_ht: line.unit_price_ht, tva_rate_percent: line.tva_rate_percent };
    const unit = line.unit?.trim();
    return {
      id: randomUUID(),
      description: line.description,
      ...priced,
      ...computeLine(priced),
      service_id: line.service_id,
      line_order: index + 1,
      // Stored only when there is one: lines without a unit stay as they always were.
      ...(unit ? { unit } : {}),
    };
  });
}

/** Quote totals from the stored lines (the VAT breakdown is derived again by the PDF). */
export function totalsOf(lines: readonly QuoteLine[]): { total_ht: number; total_tva: number; total_ttc: number } {
  const { total_ht, total_tva, total_ttc } = computeTotals(lines);
  return { total_ht, total_tva, total_ttc };
}

/** The client as the quote shows it, copied so lists and PDFs need no join. */
export function clientSnapshot(client: ClientDoc): QuoteClientSnapshot {
  return {
    company_name: client.company_name,
    contact_name: client.contact_name,
    email: client.email,
    phone: client.phone,
    address: client.address,
    postal_code: client.postal_code,
    city: client.city,
    country: client.country,
  };
}
