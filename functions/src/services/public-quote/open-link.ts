import { isPublicId, publicQuoteMessages } from '@devis/domain';
import type { Reader, WithId } from '../../store/port';
import { GoneError, NotFoundError } from '../errors';
import { QUOTES, type QuoteDoc } from '../quotes/quote-record';
import { QUOTE_LINKS, linkTokenMatches, type QuoteLinkDoc } from '../sending/quote-link';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../sending/quote-version';

const notFound = (message: string) => new NotFoundError(message);

/** A link of an older version: it can no longer be used (the quote was sent again). */
export const staleLink = () => new GoneError(publicQuoteMessages.noLongerValid, 'LINK_EXPIRED');

export interface OpenedLink {
  publicId: string;
  link: QuoteLinkDoc;
  quote: WithId<QuoteDoc>;
  version: QuoteVersionDoc;
}

/**
 * Checks a public link: its token is required. A missing token, an unknown publicId and a wrong token
 * (also another quote's) all answer 404, the last two with the same text so a guess learns nothing.
 * `shared`: the read-only /c/quotes view, whose only message is 'Devis non trouvé'.
 * A basket quote's link has no token (token_hash null) and never opens here: only the browser that
 * created it may read it, through the public provider function (openBasketLink).
 */
export async function openLink(reader: Reader, publicId: string, token: string | undefined, options: { shared?: boolean } = {}): Promise<OpenedLink> {
  const link = await tokenLink(reader, publicId, token, options);
  return loadLinkedQuote(reader, publicId, link);
}

/**
 * openLink for callers that never read the sent version (the chat): the same checks and refusals, one read
 * less. The version needs no read: the send writes it in the transaction that moves `quote.version` to it,
 * so it exists whenever the link's version is the quote's.
 */
export async function openLinkedQuote(reader: Reader, publicId: string, token: string | undefined): Promise<{ link: QuoteLinkDoc; quote: WithId<QuoteDoc> }> {
  const link = await tokenLink(reader, publicId, token);
  const quote = await reader.get<QuoteDoc>(QUOTES, link.quote_id);
  if (!quote || quote.user_id !== link.user_id) throw notFound(publicQuoteMessages.notFoundOrExpired);
  if (quote.version !== link.version) throw staleLink();
  return { link, quote };
}

/** The link whose token this is (1 read), else 404. */
async function tokenLink(reader: Reader, publicId: string, token: string | undefined, options: { shared?: boolean } = {}): Promise<QuoteLinkDoc> {
  const unknown = options.shared ? publicQuoteMessages.notFound : publicQuoteMessages.invalidLink;
  if (!token) throw notFound(options.shared ? publicQuoteMessages.notFound : publicQuoteMessages.tokenMissing);
  if (!isPublicId(publicId)) throw notFound(unknown);
  const link = await reader.get<QuoteLinkDoc>(QUOTE_LINKS, publicId);
  if (!link || link.token_hash === null || !linkTokenMatches(token, link.token_hash)) throw notFound(unknown);
  return link;
}

/** A basket quote's link (token_hash null), for the browser whose signed cookie lists it. */
export async function openBasketLink(reader: Reader, publicId: string): Promise<OpenedLink> {
  const link = isPublicId(publicId) ? await reader.get<QuoteLinkDoc>(QUOTE_LINKS, publicId) : null;
  if (!link || link.token_hash !== null) throw notFound(publicQuoteMessages.notFound);
  return loadLinkedQuote(reader, publicId, link);
}

async function loadLinkedQuote(reader: Reader, publicId: string, link: QuoteLinkDoc): Promise<OpenedLink> {
  const [quote, version] = await Promise.all([
    reader.get<QuoteDoc>(QUOTES, link.quote_id),
    reader.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(link.quote_id, link.version)),
  ]);
  if (!quote || !version || quote.user_id !== link.user_id) throw notFound(publicQuoteMessages.notFoundOrExpired);
  if (quote.version !== link.version) throw staleLink();
  return { publicId, link, quote, version };
}
