import type { DocData, Store } from '../store/port';
import { PROFILES, type ProfileDoc } from '../services/profile/profile-record';
import { directoryFields } from '../services/directory/provider-listing';
import { JOB_STATE } from './backfill-list-fields';

export const EMAIL_FLAG_BACKFILL_ID = 'email-verified-v1';
/** Firebase Auth's getUsers takes at most 100 identifiers per call. */
const PAGE = 100;

/** Whether each account's email is confirmed, by uid (an account that no longer exists is absent). */
export type EmailConfirmations = (uids: string[]) => Promise<Map<string, boolean>>;

interface State {
  done: boolean;
  /** The last profile id walked. */
  after: string | null;
}

/**
 * Gives the provider profiles stored before `email_verified` existed their flag, from Firebase Auth: until then
 * they count as confirmed (listed), so an account registered earlier and never confirmed would stay in the
 * client directory. Walks the profiles by id, 100 at a time (one Auth lookup per page), writes each page in one
 * transaction that re-reads its profiles (a confirmation meanwhile is not undone), and records its progress
 * with the page: cut off, the next run goes on. Once done, a run costs one read.
 */
export async function backfillEmailVerified(deps: { store: Store; confirmations: EmailConfirmations }): Promise<{ updated: number }> {
  let state: State = (await deps.store.get<State & DocData>(JOB_STATE, EMAIL_FLAG_BACKFILL_ID)) ?? { done: false, after: null };
  let updated = 0;
  while (!state.done) {
    const after = state.after;
    const page = await deps.store.query<ProfileDoc & DocData>(PROFILES, { limit: PAGE, ...(after ? { startAfter: [after] } : {}) });
    const unflagged = page.filter((doc) => doc.email_verified === undefined).map((doc) => doc.id);
    const confirmed = unflagged.length ? await deps.confirmations(unflagged) : new Map<string, boolean>();
    const next: State = page.length < PAGE ? { done: true, after: null } : { done: false, after: page.at(-1)!.id };
    updated += await deps.store.runTransaction(async (tx) => {
      const docs = await Promise.all(unflagged.map((id) => tx.get<ProfileDoc & DocData>(PROFILES, id)));
      let written = 0;
      for (const [i, doc] of docs.entries()) {
        if (!doc || doc.email_verified !== undefined) continue;
        // An account Auth no longer knows is not confirmed.
        const emailVerified = confirmed.get(unflagged[i]!) ?? false;
        await tx.update(PROFILES, unflagged[i]!, { email_verified: emailVerified, ...directoryFields({ ...doc, email_verified: emailVerified }) });
        written += 1;
      }
      await tx.set(JOB_STATE, EMAIL_FLAG_BACKFILL_ID, { ...next });
      return written;
    });
    state = next;
  }
  return { updated };
}
