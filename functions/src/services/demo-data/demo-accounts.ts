import type { ClientAccount, Role } from '@devis/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../../firebase/admin-app';
import type { Store } from '../../store/port';
import { newProviderProfile } from '../identity/new-provider-profile';

export const DEMO_PROVIDER = { email: 'demo@devis.local', password: 'demo1234', companyName: 'Studio Démo' } as const;
export const DEMO_CLIENT = { email: 'client@devis.local', password: 'demo1234', name: 'Camille Martin' } as const;

async function ensureUser(input: { email: string; password: string; displayName: string; role: Role }): Promise<{ user: UserRecord; created: boolean }> {
  try {
    const user = await adminAuth().getUserByEmail(input.email);
    if (user.customClaims?.['role'] !== input.role) await adminAuth().setCustomUserClaims(user.uid, { role: input.role });
    return { user, created: false };
  } catch (e) {
    if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
  }
  const user = await adminAuth().createUser({
    email: input.email,
    password: input.password,
    displayName: input.displayName,
    // The demo provider can open /app at once.
    emailVerified: true,
  });
  await adminAuth().setCustomUserClaims(user.uid, { role: input.role });
  return { user, created: true };
}

/** Creates the demo provider and the demo client when absent; running it again changes nothing. */
export async function ensureDemoAccounts(store: Store, now: Date): Promise<{ providerCreated: boolean; clientCreated: boolean }> {
  const provider = await ensureUser({ ...DEMO_PROVIDER, displayName: DEMO_PROVIDER.companyName, role: 'provider' });
  if (!(await store.get('profiles', provider.user.uid))) {
    const profile = newProviderProfile({ uid: provider.user.uid, email: DEMO_PROVIDER.email, company_name: DEMO_PROVIDER.companyName, now });
    await store.set('profiles', provider.user.uid, { ...profile });
  }
  const client = await ensureUser({ ...DEMO_CLIENT, displayName: DEMO_CLIENT.name, role: 'client' });
  if (!(await store.get('client_accounts', client.user.uid))) {
    const at = now.toISOString();
    const account: ClientAccount = {
      id: client.user.uid,
      email: DEMO_CLIENT.email,
      name: DEMO_CLIENT.name,
      company_name: null,
      phone: null,
      avatar_url: null,
      created_at: at,
      updated_at: at,
    };
    await store.set('client_accounts', client.user.uid, { ...account });
  }
  return { providerCreated: provider.created, clientCreated: client.created };
}
