import {
  centsToInput,
  computeTotals,
  decimalToInput,
  DEFAULT_VAT_RATE,
  eurosToCents,
  parseDecimal,
  roundQuantity,
  type CounterProposalInput,
  type QuoteLine,
  type QuoteRequest,
  type QuoteReview,
  type RequestProposalInput,
  type Service,
} from '@devis/domain';

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
}

let keys = 0;
const nextKey = () => `proposal-line-${(keys += 1)}`;

/** A new line (spec 000 §5): service 'custom', empty description, quantity 1, price 0, VAT 20. */
export const newProposalLine = (): ProposalLine => ({ key: nextKey(), service_id: 'custom', description: '', quantity: '1', unit_price: '0', tva_rate_percent: DEFAULT_VAT_RATE });

/** Choosing a catalogue service fills the description, the price and the VAT. */
export function withService(line: ProposalLine, service: Service): ProposalLine {
  return { ...line, service_id: service.id, description: service.name, unit_price: centsToInput(service.unit_price_ht), tva_rate_percent: service.tva_rate_percent };
}

const fromQuoteLine = (l: QuoteLine): ProposalLine => ({
  key: nextKey(),
  service_id: l.service_id,
  description: l.description,
  quantity: decimalToInput(l.quantity),
  unit_price: centsToInput(l.unit_price_ht),
  tva_rate_percent: l.tva_rate_percent,
});

/** Modify mode: the client's quote as the starting point. */
export function valuesFromReview(review: QuoteReview): ProposalValues {
  return {
    client_id: review.quote.client_id ?? '',
    title: review.quote.title ?? '',
    budget: '',
    description: review.request?.description ?? '',
    deadline: review.request?.deadline ?? null,
    message: '',
    lines: review.quote.lines.length ? review.quote.lines.map(fromQuoteLine) : [newProposalLine()],
  };
}

/** Request mode: the request's title, description, budget (its maximum, else its minimum) and date. */
export function valuesFromRequest(request: QuoteRequest, clientId: string): ProposalValues {
  const budget = request.budget_max ?? request.budget_min;
  return {
    client_id: clientId,
    title: request.title,
    budget: budget ? centsToInput(budget) : '',
    description: request.description ?? '',
    deadline: request.deadline,
    message: '',
    lines: [newProposalLine()],
  };
}

const priced = (l: ProposalLine) => ({ quantity: roundQuantity(parseDecimal(l.quantity)), unit_price_ht: eurosToCents(l.unit_price), tva_rate_percent: l.tva_rate_percent });

export const proposalTotals = (lines: ProposalLine[]) => computeTotals(lines.map(priced));

export function toCounterProposal(v: ProposalValues): CounterProposalInput {
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    budget: v.budget.trim() ? eurosToCents(v.budget) : null,
    deadline: v.deadline,
    message: v.message.trim() || null,
    lines: v.lines.map((l) => ({ description: l.description.trim(), ...priced(l), service_id: l.service_id })),
  };
}

export const toRequestProposal = (v: ProposalValues): RequestProposalInput => ({ client_id: v.client_id, ...toCounterProposal(v) });
