import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PUBLIC_ID_LENGTH } from '@devis/domain';

export const QUOTE_LINKS = 'quote_links';

/**
 * `quote_links/{publicId}`: a capability. The token itself is only in the emailed/returned link; we keep
 * its SHA-256. A link decides only while its version is the quote's current version.
 * token_hash null: the publicId alone opens the read-only /c/quotes view (quotes a visitor built).
 */
export interface QuoteLinkDoc {
  quote_id: string;
  user_id: string;
  token_hash: string | null;
  version: number;
  created_at: string;
  [key: string]: unknown;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 24 random lowercase letters and digits (rejection sampling keeps every character equally likely). */
export function newPublicId(): string {
  let id = '';
  while (id.length < PUBLIC_ID_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < 252 && id.length < PUBLIC_ID_LENGTH) id += ALPHABET[byte % 36];
    }
  }
  return id;
}

/** 256 random bits, base64url. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of the presented token's hash with the stored one. */
export function linkTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export function publicQuoteLink(origin: string, publicId: string, token: string): string {
  return `${origin}/${publicId}?t=${encodeURIComponent(token)}`;
}
