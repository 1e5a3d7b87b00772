import {
  centsToInput,
  computeTotals,
  decimalToInput,
  defaultVatRateFor,
  eurosToCents,
  lineVatRateFromService,
  parseDecimal,
  roundQuantity,
  type CounterProposalInput,
  type QuoteLine,
  type QuoteRequest,
  type QuoteReview,
  type RequestProposalInput,
  type Service,
  withVatFranchise,
} from '@devis/domain';
import type { ProviderVat } from '../../quote-form/utils/quote-form-values';

/** The proposal form as typed (euros as text); only cents reach the API. */
export interface ProposalValues {
  client_id: string;
  title: string;
  budget: string;
  description: string;
  deadline: string | null;
  message: string;
  lines: ProposalLine[];
}

export interface ProposalLine {
  key: string;
  service_id: string;
  description: string;
  quantity: string;
  unit_price: string;
  tva_rate_percent: number;
  /** The line's unit: the catalogue service's, or typed; '' for none. */
  unit: string;
}

let keys = 0;
const nextKey = () => `proposal-line-${(keys += 1)}`;

/** A new line (spec 000 §5): service 'custom', empty description, quantity 1, price 0, the provider's default VAT rate (0 under the franchise). */
export const newProposalLine = (vat: ProviderVat): ProposalLine => ({
  key: nextKey(),
  service_id: 'custom',
  description: '',
  quantity: '1',
  unit_price: '0',
  tva_rate_percent: defaultVatRateFor(vat.vatFranchise, vat.defaultRate),
  unit: '',
});

/** Choosing a catalogue service fills the description, the price and the VAT (as the quote form does). */
export function withService(line: ProposalLine, service: Service, vat: ProviderVat): ProposalLine {
  const { rate } = lineVatRateFromService(service.tva_rate_percent, vat);
  return { ...line, service_id: service.id, description: service.name, unit_price: centsToInput(service.unit_price_ht), tva_rate_percent: rate, unit: service.unit };
}

const fromQuoteLine = (l: QuoteLine): ProposalLine => ({
  key: nextKey(),
  service_id: l.service_id,
  description: l.description,
  quantity: decimalToInput(l.quantity),
  unit_price: centsToInput(l.unit_price_ht),
  tva_rate_percent: l.tva_rate_percent,
  unit: l.unit ?? '',
});

/** Modify mode: the client's quote as the starting point. */
export function valuesFromReview(review: QuoteReview, vat: ProviderVat): ProposalValues {
  return {
    client_id: review.quote.client_id ?? '',
    title: review.quote.title ?? '',
    budget: '',
    description: review.request?.description ?? '',
    deadline: review.request?.deadline ?? null,
    message: '',
    lines: review.quote.lines.length ? review.quote.lines.map(fromQuoteLine) : [newProposalLine(vat)],
  };
}

/** Request mode: the request's title, description, budget (its maximum, else its minimum) and date. */
export function valuesFromRequest(request: QuoteRequest, clientId: string, vat: ProviderVat): ProposalValues {
  const budget = request.budget_max ?? request.budget_min;
  return {
    client_id: clientId,
    title: request.title,
    budget: budget ? centsToInput(budget) : '',
    description: request.description ?? '',
    deadline: request.deadline,
    message: '',
    lines: [newProposalLine(vat)],
  };
}

/** An amount as typed: digits, with spaces between thousands, and a decimal comma or point ('1 500,50'); a sign is the schema's to refuse. */
const TYPED_AMOUNT = /^-?(\d[\d\s\u00a0\u202f]*([.,]\d*)?|[.,]\d+)$/;

/**
 * The budget as the API takes it: cents, or null when left blank (it is optional). Text that is not an amount
 * ('abc') is NaN, which the domain's schema refuses with its 'Nombre invalide': eurosToCents alone reads it as 0.
 */
function budgetCents(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return TYPED_AMOUNT.test(text) ? eurosToCents(text) : NaN;
}

const priced = (l: ProposalLine) => ({ quantity: roundQuantity(parseDecimal(l.quantity)), unit_price_ht: eurosToCents(l.unit_price), tva_rate_percent: l.tva_rate_percent });

/** The totals the server will store: under the franchise every line is at 0 %. */
export const proposalTotals = (lines: ProposalLine[], vatFranchise: boolean) => computeTotals(withVatFranchise(lines, vatFranchise).map(priced));

export function toCounterProposal(v: ProposalValues, vatFranchise: boolean): CounterProposalInput {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    budget: budgetCents(v.budget),
    deadline: v.deadline,
    message: v.message.trim() || null,
    lines: withVatFranchise(v.lines, vatFranchise).map((l) => ({ description: l.description.trim(), ...priced(l), service_id: l.service_id, unit: l.unit.trim() || null })),
  };
}

export const toRequestProposal = (v: ProposalValues, vatFranchise: boolean): RequestProposalInput => ({ client_id: v.client_id, ...toCounterProposal(v, vatFranchise) });
