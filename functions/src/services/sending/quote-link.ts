import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const QUOTE_LINKS = 'quote_links';

/**
 * `quote_links/{publicId}`: a capability. The token itself is only in the emailed/returned link; we keep
 * its SHA-256. A link decides only while its version is the quote's current version.
 * token_hash null: a basket quote a visitor built on a public provider page; it has no token and opens
 * only for the browser whose signed cookie lists it (public-provider/), never through /api/public.
 */
export interface QuoteLinkDoc {
  quote_id: string;
  user_id: string;
  token_hash: string | null;
  version: number;
  created_at: string;
  /** Basket quotes: the public page it was built on (its rate limits are per page). */
  public_page_id?: string;
  /** 'reminder': the second link of a version, made for its reminder mail (the first one's token is not kept). */
  purpose?: 'send' | 'reminder';
  [key: string]: unknown;
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
