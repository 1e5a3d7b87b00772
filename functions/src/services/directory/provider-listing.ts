import type { Transaction } from '../../store/port';
import { sortKey } from '../lists/search-tokens';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { SERVICES } from '../services/service-record';

/**
 * What the client directory reads on a provider's profile, kept by the writes that change it so that a
 * page of the directory is one query: `company_key` (its order; empty without a company name, so not
 * listed) and `services_count` (kept by service create and delete, in their transaction).
 */
export interface ProviderListing {
  company_key: string;
  services_count: number;
}

export function companyKey(companyName: string | null | undefined): { company_key: string } {
  return { company_key: sortKey(companyName) };
}

/**
 * Reads the provider's services count (a transaction read; a profile stored before the count counts its
 * services once) and returns the write that moves it by `delta`, to run after the transaction's reads.
 */
export async function prepareServicesCount(tx: Transaction, uid: string) {
  const profile = await tx.get<ProfileDoc & Partial<ProviderListing>>(PROFILES, uid);
  const base = profile ? (profile.services_count ?? (await tx.query(SERVICES, { where: [['user_id', '==', uid]], select: [] })).length) : 0;
  return {
    write: async (delta: number) => {
      if (profile) await tx.update(PROFILES, uid, { services_count: Math.max(0, base + delta) });
    },
  };
}
