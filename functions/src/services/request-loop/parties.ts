import type { ProviderProfile } from '@devis/domain';
import type { Reader } from '../../store/port';
import type { Caller } from '../context';
import { NotFoundError } from '../errors';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';
import { CLIENT_ACCOUNTS, type ClientAccountDoc } from './loop-records';
import { isListed } from '../directory/provider-listing';

export const providerNotFound = () => new NotFoundError('Prestataire non trouvé');

export interface ListedProvider {
  uid: string;
  company_name: string;
  logo_url: string | null;
  email: string;
  profile: ProviderProfile;
}

/**
 * A provider clients may see and write to (requests, conversations): the directory's rule, a company name and
 * a confirmed email (directory/provider-listing.ts `isListed`); anything else is 'Prestataire non trouvé'.
 */
export async function listedProvider(reader: Reader, uid: string): Promise<ListedProvider> {
  const profile = await reader.get<ProfileDoc>(PROFILES, uid);
  if (!profile || !isListed(profile)) throw providerNotFound();
  return {
    uid,
    company_name: profile.company_name,
    logo_url: profile.logo_url ?? profile.avatar_url ?? null,
    email: profile.email,
    profile: { ...profile, id: uid },
  };
}

export interface ClientParty {
  uid: string;
  name: string;
  company_name: string | null;
  email: string;
  phone: string | null;
}

/** The caller's client account (registration makes it; an account without one uses its sign-in email). */
export async function clientAccountOf(reader: Reader, caller: Caller): Promise<ClientParty> {
  const account = await reader.get<ClientAccountDoc>(CLIENT_ACCOUNTS, caller.uid);
  const email = account?.email ?? caller.email ?? '';
  return {
    uid: caller.uid,
    name: account?.name?.trim() || email,
    company_name: account?.company_name ?? null,
    email,
    phone: account?.phone ?? null,
  };
}
