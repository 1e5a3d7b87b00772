import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role } from '@devis/domain';
import { adminAuth } from '../firebase/admin-app';
import type { Caller } from '../services/context';
import { ForbiddenError, UnauthenticatedError } from '../services/errors';

const CACHE_MAX_ENTRIES = 10_000;

/**
 * Verified ID tokens, keyed by their SHA-256, kept until they expire. Verification (signature, or a call to
 * the emulator locally) dominates the cost of a cheap request; a token is immutable, so its verdict is too.
 */
export const tokenCache = {
  enabled: process.env['DEVIS_TOKEN_CACHE'] !== 'off',
  entries: new Map<string, DecodedIdToken>(),
  clear(): void {
    this.entries.clear();
  },
  /** A deleted account's tokens stop working on this instance at once (other instances: see account-deletion.ts). */
  forget(uid: string): void {
    for (const [key, decoded] of this.entries) if (decoded.uid === uid) this.entries.delete(key);
  },
};

async function verify(token: string): Promise<DecodedIdToken> {
  if (!tokenCache.enabled) return adminAuth().verifyIdToken(token);
  const key = createHash('sha256').update(token).digest('base64url');
  const hit = tokenCache.entries.get(key);
  if (hit && hit.exp * 1000 > Date.now()) return hit;
  if (hit) tokenCache.entries.delete(key);
  const decoded = await adminAuth().verifyIdToken(token);
  if (tokenCache.entries.size >= CACHE_MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = tokenCache.entries.keys().next().value;
    if (oldest !== undefined) tokenCache.entries.delete(oldest);
  }
  tokenCache.entries.set(key, decoded);
  return decoded;
}

/** Verifies the Firebase ID token in `Authorization: Bearer …` and reads the role claim set by the server. */
export async function authenticate(req: Request): Promise<Caller> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match) throw new UnauthenticatedError();
  let decoded: DecodedIdToken;
  try {
    decoded = await verify(match[1]!);
  } catch {
    throw new UnauthenticatedError();
  }
  const role = decoded['role'] as Role | undefined;
  if (role !== 'provider' && role !== 'client') throw new ForbiddenError();
  return { uid: decoded.uid, role, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
}
