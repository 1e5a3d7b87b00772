import {
  addDays, centsToInput, computeTotals, copyTitle, copyValidUntil, decimalToInput, CUSTOM_SERVICE_ID, DEFAULT_VALIDITY_DAYS, DEFAULT_VAT_RATE, defaultVatRateFor, eurosToCents, lineVatRateFromService,
  parisDay, parseDecimal, withVatFranchise, type ProviderProfile, type Quote, type QuoteInput, type QuoteTemplate, type QuoteTotals, type Service,
} from '@devis/domain';

/** A line as typed: numbers stay strings so that "12,5" can be typed with a French comma. */
export interface LineDraft {
  key: string;
  description: string;
  quantity: string;
  unit_price: string; // euros
  tva_rate_percent: number;
  service_id: string;
  /** The line's unit, after its quantity: the catalogue service's, or typed; '' for none. */
  unit: string;
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

/** What the form needs of the provider's profile to fill a line's VAT. */
export interface ProviderVat {
  vatFranchise: boolean;
  /** The profile's default rate (a rate that is not French counts as 20 %). */
  defaultRate: number;
}

/** Before the profile is known: VAT charged at 20 % (the server applies the franchise anyway). */
export const NO_PROFILE_VAT: ProviderVat = { vatFranchise: false, defaultRate: DEFAULT_VAT_RATE };

export const providerVat = (profile: Pick<ProviderProfile, 'vat_franchise' | 'tva_rate_percent'>): ProviderVat => ({
  vatFranchise: profile.vat_franchise ?? false,
  defaultRate: profile.tva_rate_percent ?? DEFAULT_VAT_RATE,
});

/** A new line at the provider's default rate (0 % under the franchise). */
export function emptyLine(vat: ProviderVat = NO_PROFILE_VAT): LineDraft {
  return {
    key: newKey(),
    description: '',
    quantity: '1',
    unit_price: '',
    tva_rate_percent: defaultVatRateFor(vat.vatFranchise, vat.defaultRate),
    service_id: CUSTOM_SERVICE_ID,
    unit: '',
  };
}

/**
 * Picking a catalogue service fills description, price and VAT (spec 000 §5); no VAT under the franchise.
 * A service saved with a rate that is not French gets the provider's default rate instead (`fellBack`).
 */
export function lineFromService(service: Service, vat: ProviderVat = NO_PROFILE_VAT): { line: LineDraft; fellBack: boolean } {
  const { rate, fellBack } = lineVatRateFromService(service.tva_rate_percent, vat);
  const line = {
    key: newKey(),
    description: service.name,
    quantity: '1',
    unit_price: centsToInput(service.unit_price_ht),
    tva_rate_percent: rate,
    service_id: service.id,
    unit: service.unit,
  };
  return { line, fellBack };
}

export function isBlankLine(line: LineDraft): boolean {
  return line.description.trim() === '' && eurosToCents(line.unit_price) === 0;
}

export function newQuoteValues(today = parisDay(), vat: ProviderVat = NO_PROFILE_VAT): QuoteFormValues {
  return { client_id: '', title: '', quote_date: today, valid_until: addDays(today, DEFAULT_VALIDITY_DAYS), notes: '', lines: [emptyLine(vat)] };
}

/** A template's lines as typed lines, free lines (no catalogue service); at 0 % under the franchise. */
export function linesFromTemplate(template: QuoteTemplate, vat: ProviderVat = NO_PROFILE_VAT): LineDraft[] {
  return withVatFranchise(template.lines, vat.vatFranchise).map((line) => ({
    key: newKey(),
    description: line.description,
    quantity: decimalToInput(line.quantity),
    unit_price: centsToInput(line.unit_price_ht),
    tva_rate_percent: line.tva_rate_percent,
    service_id: CUSTOM_SERVICE_ID,
    unit: line.unit ?? '',
  }));
}

/** A new quote started from a template (`?modele=`): its title and lines; the client is still to pick. */
export function templateValues(template: QuoteTemplate, today = parisDay(), vat: ProviderVat = NO_PROFILE_VAT): QuoteFormValues {
  return { ...newQuoteValues(today, vat), title: template.title, lines: linesFromTemplate(template, vat) };
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
            quantity: decimalToInput(l.quantity),
            unit_price: centsToInput(l.unit_price_ht),
            tva_rate_percent: l.tva_rate_percent,
            service_id: l.service_id,
            unit: l.unit ?? '',
          }))
      : [emptyLine()],
  };
}

/** 'Dupliquer': the source's client, lines and notes in a new quote dated today, saved only when the provider saves. */
export function copyValues(source: Quote, today = parisDay()): QuoteFormValues {
  return { ...valuesFromQuote(source), title: copyTitle(source), quote_date: today, valid_until: copyValidUntil(source, today) };
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
      unit: l.unit.trim() || null,
    })),
  };
}

/**
 * Live totals for the panel, with the same rounding the server applies. A blank line (the one Enter adds) counts
 * for nothing, and shows no 'TVA 20 % 0,00 €' row of its own.
 */
export function liveTotals(values: QuoteFormValues, vatFranchise = false): QuoteTotals {
  return computeTotals(toQuoteInput({ ...values, lines: values.lines.filter((line) => !isBlankLine(line)) }, vatFranchise).lines);
}

/** The API's cents field is the form's euro field, in every line. */
export const quoteFieldNames = { unit_price_ht: 'unit_price' };
