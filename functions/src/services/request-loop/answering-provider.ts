import type { Transaction } from '../../store/port';
import type { Caller } from '../context';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';

/**
 * What a provider's answer to a client needs of their profile, in one read: the VAT franchise (a proposal's
 * lines) and where the client's reply goes, the profile's contact email as for sent quotes (else the account's).
 */
export async function answeringProvider(tx: Transaction, caller: Caller): Promise<{ vatFranchise: boolean; replyTo: string | null }> {
  const profile = await tx.get<ProfileDoc>(PROFILES, caller.uid);
  return { vatFranchise: profile?.vat_franchise ?? false, replyTo: profile?.email || caller.email };
}
