import type { Transaction } from '../../store/port';
import { searchTokens, sortKey } from '../lists/search-tokens';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { SERVICES } from '../catalogue/service-record';

/**
 * What the client directory reads on a provider's profile, kept by the writes that change it so that a
 * page of the directory is one query: `company_key` (its order; empty without a company name, so not
 * listed) and `services_count` (kept by service create and delete, in their transaction).
 */
export interface ProviderListing {
  company_key: string;
  /** Of the company name and city: the directory's search (one array-contains). */
  search_tokens: string[];
  services_count: number;
}

type Listed = { company_name: string | null | undefined; company_city?: string | null };

/** What the directory sorts and searches a provider by: every write of a profile stores these with it. */
export function directoryFields(p: Listed): Pick<ProviderListing, 'company_key' | 'search_tokens'> {
  return { company_key: sortKey(p.company_name), search_tokens: searchTokens([p.company_name, p.company_city]) };
}

export const directorySearchedFields = (p: Listed) => [p.company_name, p.company_city];

/** The profile as its owner reads it: without the directory's own fields. */
export function withoutDirectoryFields<T extends object>(doc: T): Omit<T, 'company_key' | 'search_tokens' | 'services_count'> {
  const { company_key: _k, search_tokens: _t, services_count: _c, ...profile } = doc as T & Partial<ProviderListing>;
  return profile;
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
