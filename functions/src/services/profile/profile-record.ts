import { reminderSettingsOf, type ProviderProfile } from '@devis/domain';
import type { Transaction } from '../../store/port';
import type { Caller } from '../context';
import { newProviderProfile } from '../identity/new-provider-profile';
import { UnauthenticatedError } from '../errors';
import { ACCOUNT_DELETIONS } from '../account/account-deletion';

export const PROFILES = 'profiles';

export type ProfileDoc = Omit<ProviderProfile, 'id'> & { id?: string };

/** The caller's profile; registration creates it, and an account without one gets the defaults. */
export async function ensureProfile(tx: Transaction, caller: Caller, now: Date): Promise<ProviderProfile> {
  const existing = await tx.get<ProfileDoc>(PROFILES, caller.uid);
  if (existing) return toProfile(existing, caller.uid);
  // A deleted account's ID token stays valid up to an hour: it must not bring a profile back.
  if (await tx.get(ACCOUNT_DELETIONS, caller.uid)) throw new UnauthenticatedError();
  const profile = newProviderProfile({ uid: caller.uid, email: caller.email ?? '', company_name: '', now });
  await tx.set(PROFILES, caller.uid, { ...profile });
  return profile;
}

/** The API shape of a stored profile; one saved before a setting existed reads with its default. */
export function toProfile(doc: ProfileDoc, uid: string): ProviderProfile {
  return { ...doc, ...reminderSettingsOf(doc), id: uid };
}
