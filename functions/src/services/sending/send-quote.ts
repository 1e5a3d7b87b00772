import { randomUUID } from 'node:crypto';
import {
  canTransition,
  defaultValidUntil,
  effectiveStatus,
  newPublicId,
  parisDay,
  reminderDueDay,
  reminderSettingsOf,
  requestLoopConflicts,
  sendMessages,
  sendValidUntilError,
  type ClientAccount,
  type SendQuoteInput,
  type SendQuoteResult,
} from '@devis/domain';
import type { Deps, Caller } from '../context';
import { ConflictError, InvalidInputError } from '../errors';
import { QUOTES, getOwnQuote, quoteSearchFields, type QuoteDoc } from '../quotes/quote-record';
import { clientSnapshot } from '../quotes/quote-content';
import { ownClient } from '../quotes/quote-client';
import type { Reader } from '../../store/port';
import { ensureProfile } from '../profile/profile-record';
import { QUOTE_LINKS, hashLinkToken, newLinkToken, publicQuoteLink, type QuoteLinkDoc } from './quote-link';
import {
  QUOTE_VERSIONS,
  logoFor,
  pdfFileName,
  providerSnapshot,
  quoteSnapshot,
  quoteVersionId,
  renderVersionPdf,
  storeVersionPdf,
  type QuoteVersionDoc,
} from './quote-version';
import { quoteSentMail } from './quote-sent-email';
import { chatThreadForSend } from '../conversations/quote-chat-thread';
import { sentSummary } from '../client-quotes/sent-version';

/** A send in progress holds the quote this long at most (a crashed send frees it after that). */
export const SEND_LOCK_MS = 60_000;
/** A second send this soon after the last one, with no edit in between, is a duplicate (double click, retry). */
export const DUPLICATE_SEND_MS = 30_000;

interface SendLock {
  id: string;
  at: string;
}

type SendableQuote = QuoteDoc & { send_lock?: SendLock | null };

/**
 * Sends (or re-sends) a draft or sent quote: a new version with its own link, the previous link can no
 * longer decide. Two concurrent sends send once: the first takes the quote's send lock in a transaction,
 * the others get 409 while it runs, and for 30 s after it unless the quote was edited meanwhile. The
 * email goes out after the commit, from the winner only.
 */
export async function sendQuote(deps: Deps, caller: Caller, input: SendQuoteInput): Promise<SendQuoteResult> {
  const now = deps.now();
  const at = now.toISOString();
  const validUntil = input.validUntil ?? defaultValidUntil(now);
  const dateError = sendValidUntilError(validUntil, parisDay(now));
  if (dateError) throw new InvalidInputError(dateError, { validUntil: dateError });

  const lock: SendLock = { id: randomUUID(), at };
  const { quote, profile } = await deps.store.runTransaction(async (tx) => {
    const q = (await getOwnQuote(tx, caller.uid, input.quoteId)) as SendableQuote & { id: string };
    if (!canTransition(effectiveStatus(q, now), 'sent')) throw new ConflictError(sendMessages.notSendable);
    // A quote of the request loop is answered in the portal, not sent by link.
    if (q.from_client_request || q.client_created) throw new ConflictError(requestLoopConflicts.clientQuoteLocked);
    if (q.send_lock && now.getTime() - Date.parse(q.send_lock.at) < SEND_LOCK_MS) throw new ConflictError(sendMessages.sending);
    const unchangedSince = q.status === 'sent' && q.sent_at !== null && q.updated_at === q.sent_at;
    if (unchangedSince && now.getTime() - Date.parse(q.sent_at!) < DUPLICATE_SEND_MS) throw new ConflictError(sendMessages.justSent);
    const client = await currentClient(tx, caller.uid, q);
    const p = await ensureProfile(tx, caller, now);
    await tx.update(QUOTES, q.id, { send_lock: lock });
    return { quote: { ...q, client }, profile: p };
  });

  let version: QuoteVersionDoc;
  let token: string;
  let pdf: Buffer;
  try {
    token = newLinkToken();
    const publicId = newPublicId();
    const n = (quote.version ?? 0) + 1;
    const draft = {
      quote_id: quote.id,
      user_id: caller.uid,
      version: n,
      public_id: publicId,
      sent_at: at,
      quote: quoteSnapshot(quote, validUntil),
      provider: providerSnapshot(profile),
      logo: await logoFor(profile, deps.files),
    };
    // Rendered once: every later download serves these stored bytes.
    pdf = await renderVersionPdf(draft);
    version = { ...draft, pdf_sha256: await storeVersionPdf(deps.files, pdf) };
    const link: QuoteLinkDoc = { quote_id: quote.id, user_id: caller.uid, token_hash: hashLinkToken(token), version: n, created_at: at };
    await deps.store.runTransaction(async (tx) => {
      const current = await tx.get<SendableQuote>(QUOTES, quote.id);
      if (!current || current.send_lock?.id !== lock.id) throw new ConflictError(sendMessages.sending);
      // The chat thread of this version's recipient (1 read), so its links never read a previous client's.
      const chatThread = await chatThreadForSend(tx, quote);
      await tx.create(QUOTE_LINKS, link, publicId);
      await tx.set(QUOTE_VERSIONS, quoteVersionId(quote.id, n), version);
      await tx.update(QUOTES, quote.id, {
        status: 'sent',
        version: n,
        client: quote.client,
        ...quoteSearchFields(quote),
        valid_until: validUntil,
        sent_at: at,
        public_id: publicId,
        decision: null,
        chat_thread: chatThread,
        // What the client's portal lists of this version (its detail reads the version itself).
        sent_summary: sentSummary(version.quote),
        // The new version starts unviewed (a view of the old link that commits later names the old version).
        last_view: null,
        send_lock: null,
        shared_with_client_account: input.sendToClientAccount && quote.client_account_id !== null,
        // This version's automatic reminder, from the provider's settings (once per version: a re-send plans a new one).
        reminder_due_on: reminderDueDay({ validUntil, sentDay: parisDay(now), settings: reminderSettingsOf(profile) }),
        updated_at: at,
      });
    });
  } catch (error) {
    await releaseLock(deps, quote.id, lock.id);
    throw error;
  }

  const publicLink = publicQuoteLink(deps.publicOrigin, version.public_id, token);
  const to = await recipient(deps, quote, input.sendToClientAccount);
  let emailed = false;
  if (to) {
    try {
      await deps.mailer.send(quoteSentMail({ to, version, link: publicLink, pdf, fileName: pdfFileName(quote.quote_number) }));
      emailed = true;
    } catch (error) {
      // The quote is sent and the link works: the provider can still copy it from the dialog.
      console.error(JSON.stringify({ severity: 'ERROR', message: 'quote-sent mail failed', quoteId: quote.id, error: String(error) }));
    }
  }
  return { publicLink, publicId: version.public_id, validUntil, version: version.version, emailed };
}

/**
 * The client as it is at send time: an address or an email added in Clients since the quote was saved is on the
 * PDF and gets the mail. A client deleted since keeps the quote's copy. One read.
 */
async function currentClient(reader: Reader, uid: string, quote: QuoteDoc): Promise<QuoteDoc['client']> {
  const row = quote.client_id ? await ownClient(reader, uid, quote.client_id) : null;
  return row ? clientSnapshot(row) : quote.client;
}

/** The client's email, or the client account's when asked to send there and the client has none. */
async function recipient(deps: Deps, quote: SendableQuote, toAccount: boolean): Promise<string | null> {
  if (quote.client?.email) return quote.client.email;
  if (!toAccount || !quote.client_account_id) return null;
  const account = await deps.store.get<ClientAccount & Record<string, unknown>>('client_accounts', quote.client_account_id);
  return account?.email ?? null;
}

async function releaseLock(deps: Deps, quoteId: string, lockId: string): Promise<void> {
  try {
    await deps.store.runTransaction(async (tx) => {
      const current = await tx.get<SendableQuote>(QUOTES, quoteId);
      if (current?.send_lock?.id === lockId) await tx.update(QUOTES, quoteId, { send_lock: null });
    });
  } catch {
    // The lock expires by itself after SEND_LOCK_MS.
  }
}
