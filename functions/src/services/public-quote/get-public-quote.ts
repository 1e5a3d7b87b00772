import type { PublicQuoteView } from '@devis/domain';
import type { Deps, Requester } from '../context';
import { openLink } from './open-link';
import { toPublicView } from './public-view';
import { evidenceOf, recordQuoteEvent } from './quote-events';
import { markQuoteViewed } from './quote-viewed';
import { countCall } from '../rate-limit/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { StoreNotFoundError } from '../../store/port';

/**
 * The token-based public quote. An open records a `view` event for the provider, once per link and visitor
 * (IP and browser) in 30 minutes, so reloads do not flood the store; the same transaction marks the quote
 * viewed ('Consulté le …' in the provider's list). Reads: the link, quote and version, then the visitor's
 * rate-limit window; writes (a counted view only): the window, the event, the quote's mark.
 */
export async function getPublicQuote(
  deps: Pick<Deps, 'store' | 'now'>,
  publicId: string,
  token: string | undefined,
  requester: Requester,
): Promise<PublicQuoteView> {
  const opened = await openLink(deps.store, publicId, token);
  const now = deps.now();
  const visitor = `${publicId}|${requester.ip ?? '-'}|${requester.userAgent ?? '-'}`;
  try {
    await deps.store.runTransaction(async (tx) => {
      const verdict = await countCall(tx, now, [[RATE_LIMITS.quoteViewPerVisitor, visitor]]);
      if (!verdict.allowed) return;
      await recordQuoteEvent(tx, {
        quote_id: opened.quote.id,
        user_id: opened.quote.user_id,
        type: 'view',
        actor: 'client',
        version: opened.link.version,
        at: now.toISOString(),
        ...evidenceOf(requester),
      });
      await markQuoteViewed(tx, opened, now);
    });
  } catch (error) {
    // The quote was deleted since openLink read it: there is nothing left to mark, the page shows what was read.
    if (!(error instanceof StoreNotFoundError)) throw error;
  }
  return toPublicView(opened, now);
}

/** /c/quotes/{publicId}?t=: the read-only view of a sent quote's link (basket quotes: see public-provider/). */
export async function getSharedQuote(deps: Pick<Deps, 'store' | 'now'>, publicId: string, token: string | undefined): Promise<PublicQuoteView> {
  const opened = await openLink(deps.store, publicId, token, { shared: true });
  const view = toPublicView(opened, deps.now());
  return { ...view, can_decide: false };
}
