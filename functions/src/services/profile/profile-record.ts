import { reminderSettingsOf, type ProviderProfile } from '@devis/domain';
import type { Store, Transaction } from '../../store/port';
import type { Caller } from '../context';
import { newProviderProfile } from '../identity/new-provider-profile';
import { UnauthenticatedError } from '../errors';
import { ACCOUNT_DELETIONS } from '../account/account-deletion';
import { confirmsEmail, emailConfirmedFields, type ProviderListing } from '../directory/provider-listing';

export const PROFILES = 'profiles';

export type ProfileDoc = Omit<ProviderProfile, 'id'> & { id?: string } & Pick<ProviderListing, 'email_verified'>;

/**
 * The caller's profile; registration creates it, and an account without one gets the defaults. A profile
 * still marked unconfirmed is marked confirmed (and listed) when the caller's token says the email is.
 */
export async function ensureProfile(tx: Transaction, caller: Caller, now: Date): Promise<ProviderProfile & Pick<ProviderListing, 'email_verified'>> {
  const existing = await tx.get<ProfileDoc>(PROFILES, caller.uid);
  if (existing) return toProfile(confirmsEmail(existing, caller) ? await confirmEmail(tx, caller.uid, existing) : existing, caller.uid);
  // A deleted account's ID token stays valid up to an hour: it must not bring a profile back.
  if (await tx.get(ACCOUNT_DELETIONS, caller.uid)) throw new UnauthenticatedError();
  const profile = newProviderProfile({ uid: caller.uid, email: caller.email ?? '', company_name: '', now, emailVerified: caller.emailVerified });
  await tx.set(PROFILES, caller.uid, { ...profile });
  return profile;
}

/**
 * Marks the caller's profile confirmed when its token says the email is and the profile does not (the first
 * call after signing in once confirmed: GET /api/billing from the dashboard, GET /api/me); one write, once.
 * Returns the profile as stored then.
 */
export async function markEmailConfirmed(deps: { store: Store }, caller: Caller): Promise<ProfileDoc | null> {
  return deps.store.runTransaction(async (tx) => {
    const doc = await tx.get<ProfileDoc>(PROFILES, caller.uid);
    return doc && confirmsEmail(doc, caller) ? confirmEmail(tx, caller.uid, doc) : doc;
  });
}

/** Writes the fields that list a confirmed profile; returns the profile as stored then. */
async function confirmEmail(tx: Transaction, uid: string, doc: ProfileDoc): Promise<ProfileDoc> {
  const fields = emailConfirmedFields(doc);
  await tx.update(PROFILES, uid, fields);
  return { ...doc, ...fields };
}

/** The API shape of a stored profile; one saved before a setting existed reads with its default. */
export function toProfile(doc: ProfileDoc, uid: string): ProviderProfile {
  return { ...doc, ...reminderSettingsOf(doc), id: uid };
}
