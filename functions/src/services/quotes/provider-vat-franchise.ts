import type { Transaction } from '../../store/port';
import { PROFILES, type ProfileDoc } from '../profile/profile-record';

/** Whether the provider is under the VAT franchise; an account without a profile charges VAT. */
export async function providerVatFranchise(tx: Transaction, uid: string): Promise<boolean> {
  const profile = await tx.get<ProfileDoc>(PROFILES, uid);
  return profile?.vat_franchise ?? false;
}
