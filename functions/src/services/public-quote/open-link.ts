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
 * Checks a public link. A missing token, an unknown publicId and a wrong token (also another quote's)
 * all answer 404, the last two with the same text so a guess learns nothing. `tokenOptional`: the
 * read-only /c/quotes view of a link created without a token.
 */
export async function openLink(reader: Reader, publicId: string, token: string | undefined, options: { tokenOptional?: boolean } = {}): Promise<OpenedLink> {
  if (!options.tokenOptional && !token) throw notFound(publicQuoteMessages.tokenMissing);
  if (!isPublicId(publicId)) throw notFound(publicQuoteMessages.invalidLink);
  const link = await reader.get<QuoteLinkDoc>(QUOTE_LINKS, publicId);
  if (!link) throw notFound(options.tokenOptional ? publicQuoteMessages.notFound : publicQuoteMessages.invalidLink);
  if (link.token_hash !== null) {
    if (!token) throw notFound(options.tokenOptional ? publicQuoteMessages.notFound : publicQuoteMessages.tokenMissing);
    if (!linkTokenMatches(token, link.token_hash)) throw notFound(options.tokenOptional ? publicQuoteMessages.notFound : publicQuoteMessages.invalidLink);
  }
  const [quote, version] = await Promise.all([
    reader.get<QuoteDoc>(QUOTES, link.quote_id),
    reader.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(link.quote_id, link.version)),
  ]);
  if (!quote || !version || quote.user_id !== link.user_id) throw notFound(publicQuoteMessages.notFoundOrExpired);
  if (quote.version !== link.version) throw staleLink();
  return { publicId, link, quote, version };
}
