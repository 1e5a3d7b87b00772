import type { ClientAccount, ProviderProfile, Role } from '@devis/domain';
import type { Caller, Deps } from '../context';
import { confirmsEmail, withoutDirectoryFields } from '../directory/provider-listing';
import { PROFILES, markEmailConfirmed, toProfile, type ProfileDoc } from '../profile/profile-record';

export interface Me {
  uid: string;
  role: Role;
  email: string | null;
  emailVerified: boolean;
  profile?: ProviderProfile | null;
  clientAccount?: ClientAccount | null;
}

/** Who the caller is, with the provider profile or the client account that goes with the role. */
export async function getMe(deps: Pick<Deps, 'store'>, caller: Caller): Promise<Me> {
  const { uid, role, email, emailVerified } = caller;
  const me: Me = { uid, role, email, emailVerified };
  if (role === 'provider') {
    // The profile as GET /api/profile answers it; marked confirmed (listed) the first time the token says so.
    const read = await deps.store.get<ProfileDoc>(PROFILES, uid);
    const doc = read && confirmsEmail(read, caller) ? await markEmailConfirmed(deps, caller) : read;
    me.profile = doc ? withoutDirectoryFields(toProfile(doc, uid)) : null;
  } else me.clientAccount = await deps.store.get<ClientAccount & Record<string, unknown>>('client_accounts', uid);
  return me;
}
