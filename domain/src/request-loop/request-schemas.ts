import * as yup from '../schemas/yup';
import { emptyAsMissing } from '../schemas/number';
import { optionalDay } from '../schemas/day';
import { isIsoDay } from '../dates';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../vat';
import { messages } from '../schemas/messages';
import { idempotencyKey, optionalLine, optionalTextField as optionalText, requiredLine, requiredText, text } from '../schemas/text';
import { hasAtMostTwoDecimals, UNIT_MAX } from '../schemas/service';
import { lineTotalLimit, proposalLineSchema, quoteLineSchema, QUOTE_LINES_MAX } from '../schemas/quote';
import { LINE_TOTAL_HT_MAX_CENTS, QUANTITY_MAX, UNIT_PRICE_MAX_CENTS } from '../money';

export const REQUEST_PROVIDERS_MAX = 10;

/** Texts of the client wizard and of the request loop (spec 001 §5, §8; 000 §5, §8). */
export const requestMessages = {
  requiredFields: 'Veuillez remplir tous les champs requis',
  sessionMissing: 'Token de session manquant',
  createFailed: 'Erreur lors de la création du devis',
  createImpossible: 'Impossible de créer le devis',
  created: (sent: number, total: number) => `Devis créé et envoyé à ${sent}/${total} prestataire(s)`,
  tooManyProviders: `Vous pouvez envoyer une demande à ${REQUEST_PROVIDERS_MAX} prestataires au plus`,
  deadlinePast: 'La date souhaitée ne peut pas être passée',
  providerNotFound: 'Prestataire introuvable',
  requestKey: 'Identifiant de demande invalide',
  requestIdMissing: 'ID de demande de devis manquant',
} as const;



/** Whether a wished or proposed date is before today (Paris day). */
export function deadlineError(day: string | null | undefined, today: string): string | null {
  return day != null && isIsoDay(day) && day < today ? requestMessages.deadlinePast : null;
}

/**
 * One line of the client's wizard (spec 001 §5): quantity and unit price at least 0 with 2 decimals at
 * most (a client may leave a price for the provider to fill), VAT 0 / 5.5 / 10 / 20 (default 20).
 * service_id and provider_id say which catalogue line it came from.
 */
export const requestLineSchema = yup.object({
  description: requiredText(2000, requestMessages.requiredFields),
  quantity: yup
    .number()
    .typeError(messages.numberInvalid)
    .transform(emptyAsMissing)
    .default(0)
    .min(0, messages.numberInvalid)
    .max(QUANTITY_MAX, messages.quantityMax)
    .test('quantity-step', messages.quantityStep, (v) => v === undefined || hasAtMostTwoDecimals(v))
    .required(requestMessages.requiredFields),
  unit_price_ht: yup
    .number()
    .typeError(messages.numberInvalid)
    .transform(emptyAsMissing)
    .default(0)
    .integer(messages.priceCents)
    .min(0, messages.priceMin)
    .max(UNIT_PRICE_MAX_CENTS, messages.priceMax)
    .required(requestMessages.requiredFields),
  tva_rate_percent: yup
    .number()
    .typeError(messages.vatChoice)
    .transform(emptyAsMissing)
    .oneOf([...VAT_RATES], messages.vatChoice)
    .default(DEFAULT_VAT_RATE)
    .required(),
  service_id: optionalText(128),
  provider_id: optionalText(128),
  /** The catalogue service's unit, when the line came from one. */
  unit: optionalText(UNIT_MAX),
}).test(lineTotalLimit);
export type RequestLineInput = yup.InferType<typeof requestLineSchema>;

const providerId = text(requestMessages.requiredFields).max(128, messages.tooLong).required(requestMessages.requiredFields);

/** POST /api/client/requests: the wizard's four steps in one call (spec 001 "create_and_send_client_quote"). */
export const clientRequestSchema = yup.object({
  title: requiredLine(200, requestMessages.requiredFields),
  description: optionalText(5000),
  deadline: optionalDay(),
  lines: yup
    .array(requestLineSchema.typeError(requestMessages.requiredFields).required(requestMessages.requiredFields))
    .typeError(requestMessages.requiredFields)
    .min(1, requestMessages.requiredFields)
    .max(QUOTE_LINES_MAX, messages.tooLong)
    .required(requestMessages.requiredFields),
  provider_ids: yup
    .array(providerId)
    .typeError(requestMessages.requiredFields)
    .min(1, requestMessages.requiredFields)
    .max(REQUEST_PROVIDERS_MAX, requestMessages.tooManyProviders)
    .required(requestMessages.requiredFields),
  /** Made once per wizard by the browser: sending twice (double click, retry) sends once. */
  request_key: idempotencyKey(requestMessages.requestKey),
});
export type ClientRequestInput = yup.InferType<typeof clientRequestSchema>;

/** The fields of the proposal screen (spec 000 "Proposal screen", §5). Budget in cents. */
const proposalFields = {
  title: requiredLine(200, messages.titleRequired),
  description: optionalText(5000),
  budget: yup
    .number()
    .typeError(messages.numberInvalid)
    .transform(emptyAsMissing)
    .integer(messages.priceCents)
    .min(0, messages.priceMin)
    .max(LINE_TOTAL_HT_MAX_CENTS, messages.budgetMax)
    .nullable()
    .default(null),
  deadline: optionalDay(),
  message: optionalText(2000),
  lines: yup
    .array(proposalLineSchema.typeError(messages.fillAllLines).required(messages.fillAllLines))
    .typeError(messages.fillAllLines)
    .min(1, messages.fillAllLines)
    .max(QUOTE_LINES_MAX, messages.tooLong)
    .required(messages.fillAllLines),
};

/** POST /api/quotes/:id/counter-proposal ('Modifier et contre-proposer'): the requester is the client. */
export const counterProposalSchema = yup.object(proposalFields);
export type CounterProposalInput = yup.InferType<typeof counterProposalSchema>;

/** POST /api/quote-requests/:id/proposal: a proposal for a request without a quote; the client is required. */
export const requestProposalSchema = yup.object({
  client_id: requiredText(128, messages.selectClient),
  ...proposalFields,
});
export type RequestProposalInput = yup.InferType<typeof requestProposalSchema>;

/** Accept or refuse (the provider): an optional message, the spec's default when blank. */
export const providerAnswerSchema = yup.object({ message: optionalText(2000) });
export type ProviderAnswerInput = yup.InferType<typeof providerAnswerSchema>;

export const MODIFICATION_ACTIONS = ['accept', 'reject'] as const;

/** The client's answer to a modification (spec 001 "handle-quote-modification-response"). */
export const modificationDecisionSchema = yup.object({
  action: text(messages.invalidValue).oneOf([...MODIFICATION_ACTIONS], messages.invalidValue).required(messages.invalidValue),
  comment: optionalText(2000),
});
export type ModificationDecisionInput = yup.InferType<typeof modificationDecisionSchema>;

/** POST /api/client/conversations: get or create the conversation with a provider. */
export const startConversationSchema = yup.object({
  provider_user_id: providerId,
  subject: optionalLine(200),
});
export type StartConversationInput = yup.InferType<typeof startConversationSchema>;
