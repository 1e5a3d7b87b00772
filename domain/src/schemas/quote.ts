import * as yup from './yup';
import { emptyAsMissing } from './number';
import { optionalDay } from './day';
import { isIsoDay } from '../dates';
import { QUOTE_TITLE_MAX } from '../constants';
import { LINE_TOTAL_HT_MAX_CENTS, QUANTITY_MAX, roundHalfUp, UNIT_PRICE_MAX_CENTS } from '../money';
import { messages } from './messages';
import { optionalLine, optionalTextField as optionalText, requiredText, textWithDefault } from './text';
import { hasAtMostTwoDecimals, UNIT_MAX, vatRatePercent } from './service';

/** Service id of a line typed by hand rather than picked from the catalogue. */
export const CUSTOM_SERVICE_ID = 'custom';
export const QUOTE_LINES_MAX = 200;


/** One quote line as typed; the server recomputes its totals with computeLine. */
/** A line, with the message its screen shows for an incomplete line (the quote form's or the proposal's). */
const lineSchema = (incomplete: string) =>
  yup.object({
  description: requiredText(2000, incomplete),
  quantity: yup
    .number()
    .typeError(messages.numberInvalid)
    .transform(emptyAsMissing)
    .required(incomplete)
    .moreThan(0, messages.quantityPositive)
    .max(QUANTITY_MAX, messages.quantityMax)
    .test('quantity-step', messages.quantityStep, (v) => v === undefined || hasAtMostTwoDecimals(v)),
  unit_price_ht: yup
    .number()
    .typeError(incomplete)
    .transform(emptyAsMissing)
    .required(incomplete)
    .integer(messages.priceCents)
    .moreThan(0, incomplete)
    .max(UNIT_PRICE_MAX_CENTS, messages.priceMax),
  tva_rate_percent: vatRatePercent.required(),
  service_id: textWithDefault(128, CUSTOM_SERVICE_ID),
  /** The line's unit, printed after the quantity: the catalogue service's, or typed by the provider; optional. */
  unit: optionalText(UNIT_MAX),
}).test(lineTotalLimit);

/** A line's total HT stays within LINE_TOTAL_HT_MAX_CENTS: the test of every line schema, shown on its price field. */
export const lineTotalLimit: yup.TestConfig<{ quantity?: number; unit_price_ht?: number } | undefined> = {
  name: 'line-total',
  message: messages.lineTotalMax,
  test(line) {
    const { quantity, unit_price_ht: price } = line ?? {};
    // Not numbers (NaN included): the fields' own type errors say so.
    if (quantity === undefined || price === undefined || !Number.isFinite(quantity) || !Number.isFinite(price)) return true;
    // In hundredths x cents, as computeLine multiplies.
    const ok = roundHalfUp(quantity * 100) * price <= LINE_TOTAL_HT_MAX_CENTS * 100;
    return ok || this.createError({ path: `${this.path ? `${this.path}.` : ''}unit_price_ht`, message: messages.lineTotalMax });
  },
};

/** A quote line as typed in the quote form. */
export const quoteLineSchema = lineSchema(messages.quoteLinesIncomplete);
/** A line of the proposal screen: the spec's 'Veuillez remplir toutes les lignes de la proposition'. */
export const proposalLineSchema = lineSchema(messages.fillAllLines);
export type QuoteLineInput = yup.InferType<typeof quoteLineSchema>;

/** The quote form (API.md QuoteInput). Totals are never taken from the caller. */
export const quoteInputSchema = yup.object({
  client_id: requiredText(128, messages.quoteClientRequired),
  title: optionalLine(QUOTE_TITLE_MAX),
  /** Empty means today (Paris), filled by the server. */
  quote_date: optionalDay(),
  valid_until: optionalDay().test('after-quote-date', messages.validUntilBeforeQuoteDate, function (v) {
    const quoteDate = (this.parent as { quote_date?: string | null }).quote_date;
    return v == null || !isIsoDay(v) || quoteDate == null || !isIsoDay(quoteDate) || v >= quoteDate;
  }),
  notes: optionalText(5000),
  lines: yup
    .array(quoteLineSchema.typeError(messages.quoteLinesIncomplete).required(messages.quoteLinesIncomplete))
    .typeError(messages.linesRequired)
    .min(1, messages.linesRequired)
    .max(QUOTE_LINES_MAX, messages.tooLong)
    .required(messages.linesRequired),
});
export type QuoteInput = yup.InferType<typeof quoteInputSchema>;

/** POST /api/quotes/:id/duplicate */
export const quoteDuplicateSchema = yup.object({ title: optionalLine(200) });
export type QuoteDuplicateInput = yup.InferType<typeof quoteDuplicateSchema>;
