import {
  addDays, centsToInput, computeTotals, CUSTOM_SERVICE_ID, DEFAULT_VALIDITY_DAYS, DEFAULT_VAT_RATE, defaultVatRateFor, eurosToCents, parisDay,
  parseDecimal, vatRateFor, withVatFranchise, type Quote, type QuoteInput, type QuoteTotals, type Service,
} from '@devis/domain';

/** A line as typed: numbers stay strings so that "12,5" can be typed with a French comma. */
export interface LineDraft {
  key: string;
  description: string;
  quantity: string;
  unit_price: string; // euros
  tva_rate_percent: number;
  service_id: string;
}

export interface QuoteFormValues {
  client_id: string;
  title: string;
  quote_date: string | null;
  valid_until: string | null;
  notes: string;
  lines: LineDraft[];
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/** French display of a decimal: 12.5 -> "12,5". */
const toInput = (value: string) => value.replace('.', ',');

export function emptyLine(vatFranchise = false): LineDraft {
  return { key: newKey(), description: '', quantity: '1', unit_price: '', tva_rate_percent: defaultVatRateFor(vatFranchise), service_id: CUSTOM_SERVICE_ID };
}

/** Picking a catalogue service fills description, price and VAT (spec 000 §5); no VAT under the franchise. */
export function lineFromService(service: Service, vatFranchise = false): LineDraft {
  return {
    key: newKey(),
    description: service.name,
    quantity: '1',
    unit_price: toInput(centsToInput(service.unit_price_ht)),
    tva_rate_percent: vatRateFor(service.tva_rate_percent ?? DEFAULT_VAT_RATE, vatFranchise),
    service_id: service.id,
  };
}

export function isBlankLine(line: LineDraft): boolean {
  return line.description.trim() === '' && eurosToCents(line.unit_price) === 0;
}

export function newQuoteValues(today = parisDay()): QuoteFormValues {
  return { client_id: '', title: '', quote_date: today, valid_until: addDays(today, DEFAULT_VALIDITY_DAYS), notes: '', lines: [emptyLine()] };
}

export function valuesFromQuote(quote: Quote): QuoteFormValues {
  return {
    client_id: quote.client_id ?? '',
    title: quote.title ?? '',
    quote_date: quote.quote_date,
    valid_until: quote.valid_until,
    notes: quote.notes ?? '',
    lines: quote.lines.length
      ? [...quote.lines]
          .sort((a, b) => a.line_order - b.line_order)
          .map((l) => ({
            key: newKey(),
            description: l.description,
            quantity: toInput(String(l.quantity)),
            unit_price: toInput(centsToInput(l.unit_price_ht)),
            tva_rate_percent: l.tva_rate_percent,
            service_id: l.service_id,
          }))
      : [emptyLine()],
  };
}

/** What the API receives: money in cents, quantities as numbers. Totals are the server's job. */
export function toQuoteInput(values: QuoteFormValues, vatFranchise = false): QuoteInput {
  return {
    client_id: values.client_id,
    title: values.title.trim() || null,
    quote_date: values.quote_date,
    valid_until: values.valid_until,
    notes: values.notes.trim() || null,
    lines: withVatFranchise(values.lines, vatFranchise).map((l) => ({
      description: l.description.trim(),
      quantity: parseDecimal(l.quantity),
      unit_price_ht: eurosToCents(l.unit_price),
      tva_rate_percent: l.tva_rate_percent,
      service_id: l.service_id,
    })),
  };
}

/** Live totals for the panel, with the same rounding the server applies. */
export function liveTotals(values: QuoteFormValues, vatFranchise = false): QuoteTotals {
  return computeTotals(toQuoteInput(values, vatFranchise).lines);
}

/** The API's cents field is the form's euro field, in every line. */
export const quoteFieldNames = { unit_price_ht: 'unit_price' };
