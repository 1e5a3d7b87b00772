import { reminderSettingsOf, type ProviderProfile } from '@devis/domain';
import type { Transaction } from '../../store/port';
import type { Caller } from '../context';
import { newProviderProfile } from '../identity/new-provider-profile';

export const PROFILES = 'profiles';

export type ProfileDoc = Omit<ProviderProfile, 'id'> & { id?: string };

/** The caller's profile; registration creates it, and an account without one gets the defaults. */
export async function ensureProfile(tx: Transaction, caller: Caller, now: Date): Promise<ProviderProfile> {
  const existing = await tx.get<ProfileDoc>(PROFILES, caller.uid);
  if (existing) return toProfile(existing, caller.uid);
  const profile = newProviderProfile({ uid: caller.uid, email: caller.email ?? '', company_name: '', now });
  await tx.set(PROFILES, caller.uid, { ...profile });
  return profile;
}

/** The API shape of a stored profile; one saved before a setting existed reads with its default. */
export function toProfile(doc: ProfileDoc, uid: string): ProviderProfile {
  return { ...doc, ...reminderSettingsOf(doc), id: uid };
}
