import type { ClientAccount, Role } from '@devis/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../../firebase/admin-app';
import type { Store } from '../../store/port';
import { newProviderProfile } from '../identity/new-provider-profile';

export const DEMO_PROVIDER = { email: 'demo@devis.local', password: 'demo1234', companyName: 'Studio Démo' } as const;
export const DEMO_CLIENT = { email: 'client@devis.local', password: 'demo1234', name: 'Camille Martin' } as const;
/** A second provider, so that the client portal's directory and multi-provider requests have two. */
export const DEMO_SECOND_PROVIDER = { email: 'atelier@devis.local', password: 'demo1234', companyName: 'Atelier Papier' } as const;

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

/** Creates the demo providers and the demo client when absent; running it again changes nothing. */
export interface DemoAccounts {
  providerCreated: boolean;
  clientCreated: boolean;
  providerUid: string;
  secondProviderUid: string;
  clientUid: string;
}

async function ensureProvider(store: Store, now: Date, input: { email: string; password: string; companyName: string }) {
  const provider = await ensureUser({ ...input, displayName: input.companyName, role: 'provider' });
  if (!(await store.get('profiles', provider.user.uid))) {
    // Created confirmed (ensureUser): listed in the client directory at once.
    const profile = newProviderProfile({ uid: provider.user.uid, email: input.email, company_name: input.companyName, now, emailVerified: provider.user.emailVerified });
    await store.set('profiles', provider.user.uid, { ...profile });
  }
  return provider;
}

export async function ensureDemoAccounts(store: Store, now: Date): Promise<DemoAccounts> {
  const provider = await ensureProvider(store, now, DEMO_PROVIDER);
  const second = await ensureProvider(store, now, DEMO_SECOND_PROVIDER);
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
  return {
    providerCreated: provider.created,
    clientCreated: client.created,
    providerUid: provider.user.uid,
    secondProviderUid: second.user.uid,
    clientUid: client.user.uid,
  };
}
