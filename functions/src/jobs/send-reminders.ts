import { newPublicId, parisDay, planIncludesReminders, type ClientAccount } from '@devis/domain';
import type { Store, Transaction, Where, WithId } from '../store/port';
import type { Mailer } from '../mail/port';
import { walkPagesInTransactions, type PagedQuery } from '../store/walk-pages';
import { QUOTES, type QuoteDoc } from '../services/quotes/quote-record';
import { readProviderPlan, type ProviderPlan } from '../services/plans/plan-record';
import { QUOTE_LINKS, hashLinkToken, newLinkToken, publicQuoteLink, type QuoteLinkDoc } from '../services/sending/quote-link';
import { QUOTE_VERSIONS, quoteVersionId, type QuoteVersionDoc } from '../services/sending/quote-version';
import { QUOTE_EVENTS, type QuoteEventDoc } from '../services/public-quote/quote-events';
import { quoteReminderMail } from '../services/reminders/quote-reminder-email';

/** Quotes per page: one query and one transaction each, then the page's mails, then one transaction to record them. */
export const REMINDER_PAGE = 100;

export interface ReminderDeps {
  store: Store;
  mailer: Mailer;
  now: () => Date;
  publicOrigin: string;
}

interface Claim {
  quote: WithId<QuoteDoc>;
  version: QuoteVersionDoc;
  to: string;
  link: string;
}

interface PageOutcome {
  claims: Claim[];
  skipped: number;
}

/**
 * Sends the automatic reminders due today (Europe/Paris): sent quotes whose `reminder_due_on` (planned at
 * send time from the provider's settings, cleared by a decision) has come. At most one per quote version,
 * never after a decision or the last valid day, never twice when runs overlap:
 * - the due quotes are walked in pages (store/walk-pages.ts); inside each page's transaction the query
 *   sees only quotes still sent and due, and claims them (`reminder_due_on: null`, `reminder.state:
 *   'sending'`) with a second link for the same version; an overlapping run no longer finds them;
 * - the mails go out after that commit, then one transaction records each outcome (`sent` or `failed`,
 *   and a `reminder` quote event). A run cut off between the claim and the mail sends nothing for those
 *   quotes: at most once, never twice.
 * Quotes lapsed, of a provider on the Free plan (reminders are a premium feature), or without a recipient
 * leave the query without a mail. Without userId it covers every provider (the scheduled run).
 */
export async function sendReminders(deps: ReminderDeps, options: { userId?: string; pageSize?: number } = {}): Promise<{ sent: number; failed: number; skipped: number }> {
  const now = deps.now();
  const at = now.toISOString();
  const today = parisDay(now);
  const where: Where[] = [
    ['status', '==', 'sent'],
    ['reminder_due_on', '<=', today],
  ];
  if (options.userId) where.unshift(['user_id', '==', options.userId]);
  // Indexed (status, reminder_due_on) or (user_id, status, reminder_due_on).
  const due: PagedQuery = { where, limit: options.pageSize ?? REMINDER_PAGE };
  const totals = { sent: 0, failed: 0, skipped: 0 };

  await walkPagesInTransactions<QuoteDoc, PageOutcome>(
    deps.store,
    QUOTES,
    due,
    async (tx, quotes) => {
      // Reads first (a transaction's rule): each provider's plan once, each version, each recipient.
      const plans = new Map<string, ProviderPlan>();
      const ready: { quote: WithId<QuoteDoc>; version: QuoteVersionDoc; to: string }[] = [];
      const lapsed: string[] = [];
      for (const quote of quotes) {
        if (!plans.has(quote.user_id)) plans.set(quote.user_id, await readProviderPlan(tx, quote.user_id, now));
        const version = await tx.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(quote.id, quote.version));
        const to = await recipient(tx, quote);
        const stillOpen = quote.valid_until !== null && quote.valid_until >= today && quote.decision === null;
        if (stillOpen && version && to && planIncludesReminders(plans.get(quote.user_id)!.plan)) ready.push({ quote, version, to });
        else lapsed.push(quote.id);
      }
      for (const id of lapsed) await tx.update(QUOTES, id, { reminder_due_on: null });
      const claims: Claim[] = [];
      for (const { quote, version, to } of ready) {
        const publicId = newPublicId();
        const token = newLinkToken();
        const link: QuoteLinkDoc = { quote_id: quote.id, user_id: quote.user_id, token_hash: hashLinkToken(token), version: quote.version, created_at: at, purpose: 'reminder' };
        await tx.create(QUOTE_LINKS, link, publicId);
        await tx.update(QUOTES, quote.id, { reminder_due_on: null, reminder: { version: quote.version, state: 'sending', sent_at: null } });
        claims.push({ quote, version, to, link: publicQuoteLink(deps.publicOrigin, publicId, token) });
      }
      return { claims, skipped: lapsed.length };
    },
    async ({ claims, skipped }) => {
      totals.skipped += skipped;
      if (claims.length === 0) return;
      const outcomes: { claim: Claim; ok: boolean }[] = [];
      for (const claim of claims) {
        try {
          await deps.mailer.send(quoteReminderMail({ to: claim.to, version: claim.version, link: claim.link, now }));
          outcomes.push({ claim, ok: true });
        } catch (error) {
          console.error(JSON.stringify({ severity: 'ERROR', message: 'quote-reminder mail failed', quoteId: claim.quote.id, error: String(error) }));
          outcomes.push({ claim, ok: false });
        }
      }
      await deps.store.runTransaction((tx) => recordOutcomes(tx, outcomes, at));
      for (const { ok } of outcomes) totals[ok ? 'sent' : 'failed'] += 1;
    },
  );
  return totals;
}

/** The address the version was mailed to: the client's, else the client account's when it was shared there. */
async function recipient(tx: Transaction, quote: QuoteDoc & { shared_with_client_account?: boolean }): Promise<string | null> {
  if (quote.client?.email) return quote.client.email;
  if (!quote.shared_with_client_account || !quote.client_account_id) return null;
  const account = await tx.get<ClientAccount & Record<string, unknown>>('client_accounts', quote.client_account_id);
  return account?.email ?? null;
}

async function recordOutcomes(tx: Transaction, outcomes: { claim: Claim; ok: boolean }[], at: string): Promise<void> {
  // A quote whose account was deleted meanwhile is gone: nothing to record for it.
  const still = await Promise.all(outcomes.map(({ claim }) => tx.get(QUOTES, claim.quote.id)));
  for (const [i, { claim, ok }] of outcomes.entries()) {
    if (!still[i]) continue;
    const { quote } = claim;
    await tx.update(QUOTES, quote.id, { reminder: { version: quote.version, state: ok ? 'sent' : 'failed', sent_at: ok ? at : null } });
    if (ok) {
      const event: QuoteEventDoc = { quote_id: quote.id, user_id: quote.user_id, type: 'reminder', actor: 'system', version: quote.version, at, ip: null, user_agent: null };
      await tx.create(QUOTE_EVENTS, event);
    }
  }
}
