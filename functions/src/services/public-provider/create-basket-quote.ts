import {
  basketQuoteTitle,
  defaultValidUntil,
  newPublicId,
  normalizeBasket,
  publicProviderErrorCodes,
  publicProviderMessages,
  withVatFranchise,
  lineVatRateFromService,
  type BasketQuoteInput,
  type BasketQuoteResult,
} from '@devis/domain';
import type { Deps, Requester } from '../context';
import { ConflictError, InvalidInputError } from '../errors';
import { enforceRateLimits } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { SERVICES, type ServiceDoc } from '../catalogue/service-record';
import { nextQuoteNumber } from '../quote-number/next-quote-number';
import { QUOTES, type QuoteDoc } from '../quotes/quote-record';
import { buildLines } from '../quotes/quote-content';
import { newQuoteDoc } from '../quotes/new-quote-doc';
import { QUOTE_LINKS, type QuoteLinkDoc } from '../sending/quote-link';
import { QUOTE_VERSIONS, logoFor, providerSnapshot, quoteSnapshot, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';
import { assertEmailGate, assertPageEnabled, findPublicPage } from './public-page';
import { visitorClient } from './visitor-client';
import { basketPdf } from './basket-pdf';
import { basketQuoteMail } from './basket-quote-mail';
import type { Visitor } from './visitor';

const basketStale = () => new ConflictError(publicProviderMessages.basketStale, publicProviderErrorCodes.basketStale);

/**
 * POST ?action=create_quote_from_basket. The browser sends service ids and quantities only; every price,
 * VAT rate and total comes from the provider's own catalogue, read in the transaction that numbers the
 * quote like any other (YYYY-NNN) and writes it with its frozen version and its tokenless link. The quote
 * is sent (valid 14 days, Paris), marked from_public_page with the visitor's email, so it shows in the
 * provider's list and dashboard. After the commit: the PDF (the one renderer) and the provider's email.
 * Store reads: 1 (page) + rate limits (2) + in the transaction 1 (profile) + 1 per distinct service + 1
 * (number counter).
 */
export async function createBasketQuote(deps: Deps, input: BasketQuoteInput, visitor: Visitor, requester: Requester): Promise<BasketQuoteResult> {
  const basket = normalizeBasket(input.items);
  if (basket.length === 0) throw new InvalidInputError(publicProviderMessages.basketEmpty, { items: publicProviderMessages.basketEmpty });
  const page = await findPublicPage(deps.store, input.publicId);
  assertPageEnabled(page);
  const visitorEmail = visitor.emails[input.publicId] ?? null;
  assertEmailGate(page, visitorEmail);
  await enforceRateLimits(deps, [
    [RATE_LIMITS.basketQuotePerIp, requester.ip],
    [RATE_LIMITS.basketQuotePerPage, input.publicId],
  ]);

  const uid = page.id;
  const now = deps.now();
  const at = now.toISOString();
  const validUntil = defaultValidUntil(now);
  const quotePublicId = newPublicId();
  const logo = await logoFor(page, deps.files);

  const { version, profile } = await deps.store.runTransaction(async (tx) => {
    const profile = await tx.get<ProfileDoc>(PROFILES, uid);
    if (!profile || profile.public_id !== input.publicId) throw basketStale();
    assertPageEnabled(profile);
    const services = await Promise.all(basket.map((item) => tx.get<ServiceDoc>(SERVICES, item.serviceId)));
    const priced = basket.map((item, i) => {
      const service = services[i];
      if (!service || service.user_id !== uid) throw basketStale();
      // A service saved with a rate that is not French takes the provider's default, as in the quote form.
      const { rate } = lineVatRateFromService(service.tva_rate_percent, { defaultRate: profile.tva_rate_percent, vatFranchise: profile.vat_franchise ?? false });
      return { description: service.name, quantity: item.qty, unit: service.unit, unit_price_ht: service.unit_price_ht, tva_rate_percent: rate, service_id: service.id };
    });
    // A visitor's basket: the provider did not make it, so it does not count against the Free plan.
    const quote_number = await nextQuoteNumber(tx, uid, now, 'client');
    const draft = newQuoteDoc({
      uid,
      quote_number,
      title: basketQuoteTitle(priced.map((line) => line.description)),
      quote_date: null,
      valid_until: validUntil,
      notes: null,
      client_id: null,
      client: visitorClient(visitorEmail),
      client_account_id: null,
      lines: buildLines(withVatFranchise(priced, profile.vat_franchise ?? false)),
      vat_franchise: profile.vat_franchise ?? false,
      now,
    });
    const quote: QuoteDoc = { ...draft, status: 'sent', version: 1, sent_at: at, public_id: quotePublicId, from_public_page: true, visitor_email: visitorEmail };
    const quoteId = await tx.create(QUOTES, quote);
    const version: QuoteVersionDoc = {
      quote_id: quoteId,
      user_id: uid,
      version: 1,
      public_id: quotePublicId,
      sent_at: at,
      quote: quoteSnapshot(quote, validUntil),
      provider: providerSnapshot({ ...profile, id: uid }),
      logo,
      pdf_sha256: null,
    };
    await tx.set(QUOTE_VERSIONS, quoteVersionId(quoteId, 1), version);
    const link: QuoteLinkDoc = { quote_id: quoteId, user_id: uid, token_hash: null, version: 1, created_at: at, public_page_id: input.publicId };
    await tx.create(QUOTE_LINKS, link, quotePublicId);
    return { version, profile };
  });

  const pdf = await basketPdf(deps, version);
  if (profile.email) {
    try {
      await deps.mailer.send(basketQuoteMail({ to: profile.email, version, visitorEmail, pdf: pdf.bytes, fileName: pdf.fileName, origin: deps.publicOrigin }));
    } catch (error) {
      console.error(JSON.stringify({ severity: 'ERROR', message: 'basket-quote mail failed', quoteId: version.quote_id, error: String(error) }));
    }
  }
  return { quotePublicId };
}
