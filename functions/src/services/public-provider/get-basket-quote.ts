import type { BasketQuoteView } from '@devis/domain';
import type { Deps } from '../context';
import { toPublicView } from '../public-quote/public-view';
import { openVisitorQuote } from './visitor-quote';
import type { Visitor } from './visitor';

/** GET ?action=get_quote: the read-only quote at /c/quotes/{quotePublicId}, for its visitor only. */
export async function getBasketQuote(deps: Pick<Deps, 'store' | 'now'>, quotePublicId: string, visitor: Visitor): Promise<BasketQuoteView> {
  const opened = await openVisitorQuote(deps.store, quotePublicId, visitor);
  const view = toPublicView(opened, deps.now());
  const emailKnown = Boolean(opened.quote.visitor_email ?? visitor.emails[opened.pageId]);
  return { ...view, can_decide: false, pdf_email_required: !emailKnown };
}
