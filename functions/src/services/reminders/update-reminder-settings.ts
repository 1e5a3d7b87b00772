import { parisDay, reminderDueDay, type ProviderProfile, type ReminderSettings } from '@devis/domain';
import type { Store } from '../../store/port';
import { walkPagesInTransactions, type PagedQuery } from '../../store/walk-pages';
import type { Caller } from '../context';
import { PROFILES, ensureProfile } from '../profile/profile-record';
import { withoutDirectoryFields } from '../directory/provider-listing';
import { QUOTES, type QuoteDoc } from '../quotes/quote-record';

const PAGE = 200;

/**
 * Saves the provider's reminder settings, then plans again the reminders of its open sent quotes whose
 * current version has not had one: turned off, none goes out; changed days, the new day applies (a day
 * already past means the next run sends it, unless it is the sending day). Reads the provider's open sent
 * quotes once, in pages (indexed user_id, status, valid_until); writes only those whose day changes.
 */
export async function updateReminderSettings(deps: { store: Store; now: () => Date }, caller: Caller, settings: ReminderSettings): Promise<ProviderProfile> {
  const now = deps.now();
  const profile = await deps.store.runTransaction(async (tx) => {
    const existing = await ensureProfile(tx, caller, now);
    const saved: ProviderProfile = { ...existing, ...settings, updated_at: now.toISOString() };
    await tx.set(PROFILES, caller.uid, { ...saved });
    return withoutDirectoryFields(saved);
  });
  const open: PagedQuery = {
    where: [
      ['user_id', '==', caller.uid],
      ['status', '==', 'sent'],
      ['valid_until', '>=', parisDay(now)],
    ],
    limit: PAGE,
  };
  await walkPagesInTransactions<QuoteDoc, void>(deps.store, QUOTES, open, async (tx, quotes) => {
    for (const quote of quotes) {
      if (!quote.sent_at || !quote.valid_until || quote.reminder?.version === quote.version) continue;
      const due = reminderDueDay({ validUntil: quote.valid_until, sentDay: parisDay(new Date(quote.sent_at)), settings });
      if ((quote.reminder_due_on ?? null) !== due) await tx.update(QUOTES, quote.id, { reminder_due_on: due });
    }
  });
  return profile;
}
