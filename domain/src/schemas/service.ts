import * as yup from './yup';
import { emptyAsMissing } from './number';
import { DEFAULT_SERVICE_UNIT } from '../constants';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../vat';
import { UNIT_PRICE_MAX_CENTS } from '../money';
import { messages } from './messages';
import { optionalTextField as optionalText, requiredLine, textWithDefault } from './text';

/** True when the number has at most 2 decimals (the inputs' step 0.01). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}


/**
 * A VAT rate in percent, one of the French rates: the same choice on quote lines, catalogue services and
 * the provider's default rate, so a service always fills a line the line accepts.
 */
export const vatRatePercent = yup
  .number()
  .typeError(messages.vatChoice)
  .transform(emptyAsMissing)
  .oneOf([...VAT_RATES], messages.vatChoice)
  .default(DEFAULT_VAT_RATE);

/** A unit as typed ('jour', 'm²', 'forfait'): on catalogue services and on the quote lines they fill. */
export const UNIT_MAX = 40;

/** A catalogue service. unit_price_ht is integer cents (the browser converts euros with eurosToCents). */
export const serviceSchema = yup.object({
  name: requiredLine(200, messages.serviceNameRequired),
  description: optionalText(2000),
  unit_price_ht: yup
    .number()
    .typeError(messages.numberInvalid)
    .transform(emptyAsMissing)
    .required(messages.priceRequired)
    .integer(messages.priceCents)
    .min(0, messages.priceMin)
    .max(UNIT_PRICE_MAX_CENTS, messages.priceMax),
  tva_rate_percent: vatRatePercent.required(),
  unit: textWithDefault(UNIT_MAX, DEFAULT_SERVICE_UNIT),
});
export type ServiceInput = yup.InferType<typeof serviceSchema>;
