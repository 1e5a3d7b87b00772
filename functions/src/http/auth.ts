import type { Request } from 'express';
import { getAuth } from 'firebase-admin/auth';
import type { Role } from '@devis/domain';
import type { Caller } from './context';
import { errors } from './errors';

/** Verifies the Firebase ID token in `Authorization: Bearer …` and reads the role claim set by the server. */
export async function authenticate(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) throw errors.unauthenticated();
  let decoded;
  try {
    decoded = await getAuth().verifyIdToken(match[1]!);
  } catch {
    throw errors.unauthenticated();
  }
  const role = decoded['role'] as Role | undefined;
  if (role !== 'provider' && role !== 'client') throw errors.forbidden();
  return { uid: decoded.uid, role, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
}
