import { publicQuoteMessages } from '@devis/domain';
import type { Reader } from '../../store/port';
import { NotFoundError } from '../errors';
import { openBasketLink, type OpenedLink } from '../public-quote/open-link';
import type { Visitor } from './visitor';

/**
 * A basket quote, for the browser that created it only: its public id must be in the visitor's signed
 * cookie. Another visitor (or anyone with the bare id) gets the same 404 as for an id that does not exist.
 * Store reads: 3 (link, quote, version); none when the cookie does not list the id.
 */
export async function openVisitorQuote(reader: Reader, quotePublicId: string, visitor: Visitor): Promise<OpenedLink & { pageId: string }> {
  if (!visitor.quotes.includes(quotePublicId)) throw new NotFoundError(publicQuoteMessages.notFound);
  const opened = await openBasketLink(reader, quotePublicId);
  return { ...opened, pageId: opened.link.public_page_id ?? '' };
}
