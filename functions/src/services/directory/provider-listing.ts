import type { Transaction } from '../../store/port';
import { searchTokens, sortKey } from '../lists/search-tokens';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { SERVICES } from '../catalogue/service-record';

/**
 * What the client directory reads on a provider's profile, kept by the writes that change it so that a
 * page of the directory is one query: `company_key` (its order; empty without a company name or before the
 * email is confirmed, so not listed), `email_verified` and `services_count` (kept by service create and
 * delete, in their transaction).
 */
export interface ProviderListing {
  company_key: string;
  /** Of the company name and city: the directory's search (one array-contains). */
  search_tokens: string[];
  services_count: number;
  /**
   * Whether the account's email is confirmed: false from registration until the server sees a token that
   * says it is (markEmailConfirmed). Missing on profiles stored before the flag existed: those read as
   * confirmed (they were listed then; registration has written false since).
   */
  email_verified?: boolean;
}

type Listed = { company_name: string | null | undefined; company_city?: string | null; email_verified?: boolean };

/**
 * A provider clients may see and write to (directory, provider page, requests, conversations): a company
 * name, and an email its owner has confirmed (else anyone could list a company under an address not theirs).
 */
export const isListed = (p: Listed): boolean => Boolean(p.company_name?.trim()) && p.email_verified !== false;

/** What the directory sorts and searches a provider by: every write of a profile stores these with it. */
export function directoryFields(p: Listed): Pick<ProviderListing, 'company_key' | 'search_tokens'> {
  return { company_key: isListed(p) ? sortKey(p.company_name) : '', search_tokens: searchTokens([p.company_name, p.company_city]) };
}

export const directorySearchedFields = (p: Listed) => [p.company_name, p.company_city];

/** Whether a profile still says "unconfirmed" for a caller whose token says the email is confirmed. */
export const confirmsEmail = (doc: { email_verified?: boolean }, caller: { emailVerified: boolean }): boolean =>
  caller.emailVerified && doc.email_verified === false;

/** The fields that list a profile once its email is confirmed: the flag and the directory's order. */
export function emailConfirmedFields<T extends Listed>(doc: T): Pick<ProviderListing, 'email_verified' | 'company_key' | 'search_tokens'> {
  return { email_verified: true, ...directoryFields({ ...doc, email_verified: true }) };
}

/** The profile as its owner reads it: without the directory's own fields. */
export function withoutDirectoryFields<T extends object>(doc: T): Omit<T, 'company_key' | 'search_tokens' | 'services_count' | 'email_verified'> {
  const { company_key: _k, search_tokens: _t, services_count: _c, email_verified: _v, ...profile } = doc as T & Partial<ProviderListing>;
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
