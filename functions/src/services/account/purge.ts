import type { Files } from '../../files/port';
import type { DocData, Store } from '../../store/port';
import { readPages, walkPagesInTransactions } from '../../store/walk-pages';
import { CLIENTS } from '../clients/client-record';
import { SERVICES } from '../catalogue/service-record';
import { QUOTES, type QuoteDoc } from '../quotes/quote-record';
import { CHANGE_STAMPS, changeStampId } from '../../store/change-stamps';
import { QUOTE_LINKS } from '../sending/quote-link';
import { QUOTE_VERSIONS, quoteVersionId, versionPdfPath, type QuoteVersionDoc } from '../sending/quote-version';
import { QUOTE_EVENTS } from '../public-quote/quote-events';
import { PROFILES } from '../profile/profile-record';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '../plans/plan-record';
import { PLAN_USAGE } from '../plans/plan-usage';
import { EXPORT_LINKS } from '../export/export-link';
import { BILLING_SESSIONS } from '../../billing/local-billing';
import { CONVERSATIONS } from '../conversations/conversation-record';
import { MESSAGES } from '../conversations/message-record';
import { CLIENT_REQUESTS, QUOTE_REQUESTS, type ClientRequestDoc, type QuoteRequestDoc } from '../request-loop/loop-records';
import { LEGAL_BASIS, RETAINED_RECORDS, formerAccount, retainUntil, type RetainedRecordDoc } from './retention';

const PAGE = 100;

export type PurgeDeps = { store: Store; files: Pick<Files, 'deletePrivate' | 'deletePublicByPrefix'>; now: () => Date };

/** Deletes every document of `collection` whose `field` is `value`, a page per transaction. */
export async function deleteWhere(store: Store, collection: string, field: string, value: string): Promise<number> {
  const pages = await walkPagesInTransactions(store, collection, { where: [[field, '==', value]], limit: PAGE }, async (tx, docs) => {
    for (const doc of docs) await tx.delete(collection, doc.id);
    return docs.length;
  });
  return pages.reduce((a, b) => a + b, 0);
}

/** Sets `patch` on every document of `collection` whose `field` is `value` (unlinking a deleted account). */
export async function updateWhere(store: Store, collection: string, field: string, value: string, patch: DocData): Promise<number> {
  let updated = 0;
  // The patch moves the documents out of the query: read the first page again until none is left.
  for (;;) {
    const n = await store.runTransaction(async (tx) => {
      const docs = await tx.query(collection, { where: [[field, '==', value]], limit: PAGE });
      for (const doc of docs) await tx.update(collection, doc.id, patch);
      return docs.length;
    });
    updated += n;
    if (n < PAGE) return updated;
  }
}

/**
 * Everything a provider owns, deleted, except what the law makes us keep (retention.ts): each accepted
 * quote's accepted version, PDF and evidence, and the subscription's billing ids. Safe to run again (a
 * resumed or repeated purge finds less each time). Reads every document once, writes one delete each.
 */
export async function purgeProvider(deps: PurgeDeps, uid: string): Promise<void> {
  const { store } = deps;
  const at = deps.now().toISOString();
  const former = formerAccount(uid);

  // Quotes: an accepted one leaves its accepted version and evidence behind, in the same transaction.
  await walkPagesInTransactions<QuoteDoc, void>(store, QUOTES, { where: [['user_id', '==', uid]], limit: PAGE }, async (tx, quotes) => {
    const accepted = await Promise.all(
      quotes.map((q) => (q.status === 'accepted' && q.decision ? tx.get<QuoteVersionDoc>(QUOTE_VERSIONS, quoteVersionId(q.id, q.decision.version)) : null)),
    );
    for (const [i, quote] of quotes.entries()) {
      const version = accepted[i];
      if (version && quote.decision) {
        const { logo: _logo, ...sent } = version;
        const record: RetainedRecordDoc = {
          kind: 'accepted_quote',
          legal_basis: LEGAL_BASIS.accepted_quote,
          former_account: former,
          retained_at: at,
          delete_after: retainUntil(quote.decision.at),
          pdf_sha256: version.pdf_sha256,
          content: { quote_number: quote.quote_number, version: { ...sent, user_id: null, public_id: null }, decision: quote.decision },
        };
        await tx.set(RETAINED_RECORDS, `quote-${quote.id}`, record);
      }
      await tx.delete(QUOTES, quote.id);
    }
  });

  // Sent versions and their PDFs, except the PDFs retained above. Files first, then the documents: a run cut
  // off in between leaves documents whose PDF is gone, which the next run deletes.
  for await (const page of readPages<QuoteVersionDoc>(store, QUOTE_VERSIONS, { where: [['user_id', '==', uid]], limit: PAGE })) {
    const retained = await Promise.all(page.map((v) => store.get<RetainedRecordDoc>(RETAINED_RECORDS, `quote-${v.quote_id}`)));
    for (const [i, version] of page.entries()) {
      // A basket quote's version may have no PDF yet (pdf_sha256 null): nothing stored to delete.
      if (version.pdf_sha256 && retained[i]?.pdf_sha256 !== version.pdf_sha256) await deps.files.deletePrivate(versionPdfPath(version.pdf_sha256));
    }
    await store.runTransaction(async (tx) => {
      for (const version of page) await tx.delete(QUOTE_VERSIONS, version.id);
    });
  }

  await purgeProviderRequests(store, uid);
  for (const collection of [QUOTE_LINKS, QUOTE_EVENTS, CLIENTS, SERVICES, 'counters', PLAN_USAGE]) await deleteWhere(store, collection, 'user_id', uid);
  for (const collection of [EXPORT_LINKS, BILLING_SESSIONS]) await deleteWhere(store, collection, 'uid', uid);
  // The conversations and their messages (with clients and quote-link visitors): the thread goes with either party.
  for (const collection of [MESSAGES, CONVERSATIONS]) await deleteWhere(store, collection, 'provider_user_id', uid);
  await deps.files.deletePublicByPrefix(`avatars/${uid}-`);

  await store.runTransaction(async (tx) => {
    const subscription = await tx.get<SubscriptionDoc>(SUBSCRIPTIONS, uid);
    if (subscription) {
      const record: RetainedRecordDoc = {
        kind: 'subscription',
        legal_basis: LEGAL_BASIS.subscription,
        former_account: former,
        retained_at: at,
        delete_after: retainUntil(at),
        pdf_sha256: null,
        content: { customer_id: subscription.customer_id, subscription_id: subscription.subscription_id, plan: subscription.plan, status: subscription.status },
      };
      await tx.set(RETAINED_RECORDS, `subscription-${former}`, record);
      await tx.delete(SUBSCRIPTIONS, uid);
    }
    await tx.delete(PROFILES, uid);
    // Renewed by every page that deleted quotes above: the last trace of the account's id.
    await tx.delete(CHANGE_STAMPS, changeStampId(QUOTES, uid));
  });
}

/**
 * The requests clients addressed to the provider ("Demandes de devis"), and the provider's entry on each
 * client's own request, in the same transaction: the client's card no longer offers a provider, a quote or
 * a review that are gone. The client's request itself (what it asked for, the other providers' answers)
 * is the client's and stays. A run cut off between pages resumes with the requests left.
 */
async function purgeProviderRequests(store: Store, uid: string): Promise<void> {
  await walkPagesInTransactions<QuoteRequestDoc, void>(store, QUOTE_REQUESTS, { where: [['provider_user_id', '==', uid]], limit: PAGE }, async (tx, requests) => {
    const parentIds = [...new Set(requests.map((r) => r.client_request_id))];
    const parents = await Promise.all(parentIds.map((id) => tx.get<ClientRequestDoc>(CLIENT_REQUESTS, id)));
    for (const parent of parents) {
      if (parent) await tx.update(CLIENT_REQUESTS, parent.id, { recipients: parent.recipients.filter((r) => r.provider_user_id !== uid) });
    }
    for (const request of requests) await tx.delete(QUOTE_REQUESTS, request.id);
  });
}

/**
 * A client account's own data: the account, its export links, its requests ("Mes Devis") with each
 * provider's copy of them ("Demandes de devis": what the client asked, its name and email), its
 * conversations and their messages (a thread holds what the client wrote; it goes with either party). The
 * providers' records that point at it (their client file, the quotes they sent or proposed, which are their
 * sales records) are theirs: they stay, unlinked from the account.
 */
export async function purgeClient(deps: PurgeDeps, uid: string): Promise<void> {
  const { store } = deps;
  await updateWhere(store, CLIENTS, 'client_account_id', uid, { client_account_id: null });
  await updateWhere(store, QUOTES, 'client_account_id', uid, { client_account_id: null, shared_with_client_account: false });
  await deleteWhere(store, EXPORT_LINKS, 'uid', uid);
  for (const collection of [QUOTE_REQUESTS, CLIENT_REQUESTS, MESSAGES, CONVERSATIONS]) await deleteWhere(store, collection, 'client_account_id', uid);
  await deps.files.deletePublicByPrefix(`avatars/${uid}-`);
  await store.delete('client_accounts', uid);
}
