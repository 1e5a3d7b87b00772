import { randomBytes } from 'node:crypto';
import { api } from './api';
import { confirmEmail, signIn } from './auth-emulator';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  /** An ID token with the role claim, for API calls. */
  token: string;
}

/** A unique address per call, so journeys can share the stack. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.devis.local`;
}

/** Registers a provider through the API and, unless told otherwise, confirms its email. */
export async function createProvider(
  options: { companyName?: string; email?: string; password?: string; confirmed?: boolean } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail('provider');
  const password = options.password ?? 'motdepasse123';
  const { uid } = await api<{ uid: string }>('/api/auth/register-provider', {
    body: { company_name: options.companyName ?? 'Atelier Test SARL', email, password },
  });
  if (options.confirmed !== false) await confirmEmail(email);
  const token = await signIn(email, password);
  // As the dashboard does on the first sign-in after confirming (its plan status): the server learns that the
  // email is confirmed and lists the provider to clients.
  if (options.confirmed !== false) await api('/api/billing', { token });
  return { uid, email, password, token };
}

/** Registers a client account through the API. */
export async function createClientAccount(
  options: { name?: string; email?: string; password?: string; companyName?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail('client');
  const password = options.password ?? 'motdepasse123';
  const { uid } = await api<{ uid: string }>('/api/auth/register-client', {
    body: { email, password, name: options.name ?? 'Camille Client', ...(options.companyName ? { company_name: options.companyName } : {}) },
  });
  return { uid, email, password, token: await signIn(email, password) };
}
