import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role } from '@devis/domain';
import { adminAuth } from '../firebase/admin-app';
import type { Caller } from '../services/context';
import { ForbiddenError, UnauthenticatedError } from '../services/errors';

const CACHE_MAX_ENTRIES = 10_000;

/**
 * How long a verified token is trusted without asking Auth again. Each check also reads the account
 * (`checkRevoked`), so a disabled, deleted or signed-out-everywhere user loses access within this time,
 * for one Auth call per token and minute on each instance.
 */
export const TOKEN_RECHECK_MS = 60_000;

interface Verdict {
  decoded: DecodedIdToken;
  checkedAt: number;
}

/**
 * Verified ID tokens, keyed by their SHA-256: verification (a signature and an account read, or calls to
 * the emulator locally) dominates the cost of a cheap request. A verdict lasts TOKEN_RECHECK_MS at most,
 * never past the token's expiry; 10,000 entries at most, the oldest dropped first.
 */
export const tokenCache = {
  enabled: process.env['DEVIS_TOKEN_CACHE'] !== 'off',
  entries: new Map<string, Verdict>(),
  /** The cache's clock (tests move it). */
  now: () => Date.now(),
  clear(): void {
    this.entries.clear();
  },
  /** A deleted account's tokens stop working on this instance at once (other instances: see account-deletion.ts). */
  forget(uid: string): void {
    for (const [key, verdict] of this.entries) if (verdict.decoded.uid === uid) this.entries.delete(key);
  },
};

async function verify(token: string): Promise<DecodedIdToken> {
  const now = tokenCache.now();
  const key = createHash('sha256').update(token).digest('base64url');
  const hit = tokenCache.enabled ? tokenCache.entries.get(key) : undefined;
  if (hit && hit.decoded.exp * 1000 > now && now - hit.checkedAt < TOKEN_RECHECK_MS) return hit.decoded;
  if (hit) tokenCache.entries.delete(key);
  // checkRevoked: refused when the account is disabled, deleted, or its tokens were revoked.
  const decoded = await adminAuth().verifyIdToken(token, true);
  if (!tokenCache.enabled) return decoded;
  if (tokenCache.entries.size >= CACHE_MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = tokenCache.entries.keys().next().value;
    if (oldest !== undefined) tokenCache.entries.delete(oldest);
  }
  tokenCache.entries.set(key, { decoded, checkedAt: now });
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
    // Bad, expired or revoked token, disabled or deleted account: the session is over.
    throw new UnauthenticatedError();
  }
  const role = decoded['role'] as Role | undefined;
  if (role !== 'provider' && role !== 'client') throw new ForbiddenError();
  return { uid: decoded.uid, role, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
}
