import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { isPublicEmail, isPublicId } from '@devis/domain';
import { NEW_VISITOR, type Visitor } from '../services/public-provider/visitor';

/**
 * The public provider page's visitor cookie: which email this browser gave to which page, and which basket
 * quotes it created. Stateless (no store read), HMAC-SHA256 signed with a server secret, so a visitor can
 * neither forge an entry nor move one to another page or quote.
 * - Named `__session`: Firebase Hosting strips every other cookie before a rewrite reaches a function.
 * - Path /fn/public-provider: sent to that function only, never to /api or the pages. The public chat of a
 *   quote link uses the same class with Path /api/public/quotes and its own MAC purpose (chat-cookies.ts).
 * - HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site posts), Secure when deployed.
 * - Sliding 30 days: each write renews it; an older signature is refused even if a browser kept it.
 * - Bounded: the newest 10 pages and 30 quotes, and never more than 3,800 characters (browsers cap 4 KB).
 */
export const VISITOR_COOKIE = '__session';
export const VISITOR_COOKIE_PATH = '/fn/public-provider';
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const MAX_PAGES = 10;
const MAX_QUOTES = 30;
const MAX_VALUE_LENGTH = 3800;
/** A signature from a clock a few minutes ahead (another instance) is still fine. */
const CLOCK_SKEW_SECONDS = 300;

interface Payload {
  v: 1;
  /** Issued at, in seconds. */
  iat: number;
  /** [page public id, email], oldest first. */
  e: [string, string][];
  /** Basket quote public ids, oldest first. */
  q: string[];
}

export interface VisitorCookieOptions {
  secret: Buffer;
  /** The cookie's Path (default the public provider function's); the public chat's is /api/public/quotes. */
  path?: string;
  /**
   * Signed into the MAC, so a cookie made for one use never verifies for another (default 'visitor': the
   * public provider page; 'chat': the public chat of a quote link).
   */
  purpose?: 'visitor' | 'chat';
  /** Secure attribute: on when deployed (HTTPS); off on the local http:// stack. */
  secure: boolean;
  now: () => Date;
}

export class VisitorCookies {
  constructor(private readonly options: VisitorCookieOptions) {
    if (options.secret.length < 32) throw new Error('The visitor cookie secret must have at least 32 bytes');
  }

  /** The visitor the request's cookie proves; a missing, altered, foreign or expired cookie is a new visitor. */
  read(req: Request): Visitor {
    const raw = req.headers.cookie ? parseCookies(req.headers.cookie)[VISITOR_COOKIE] : undefined;
    const payload = raw ? this.verify(raw) : null;
    if (!payload) return NEW_VISITOR;
    return { emails: Object.fromEntries(payload.e), quotes: payload.q };
  }

  /** Answers with the visitor's cookie plus what this call learnt. */
  remember(res: Response, visitor: Visitor, learnt: { email?: { pageId: string; email: string }; quoteId?: string }): void {
    const emails = Object.entries(visitor.emails).filter(([page]) => page !== learnt.email?.pageId);
    if (learnt.email) emails.push([learnt.email.pageId, learnt.email.email]);
    const quotes = visitor.quotes.filter((q) => q !== learnt.quoteId);
    if (learnt.quoteId) quotes.push(learnt.quoteId);
    const payload: Payload = { v: 1, iat: Math.floor(this.options.now().getTime() / 1000), e: emails.slice(-MAX_PAGES), q: quotes.slice(-MAX_QUOTES) };
    let value = this.sign(payload);
    // Long emails could still overflow: drop the oldest entries until it fits.
    while (value.length > MAX_VALUE_LENGTH && (payload.e.length > 1 || payload.q.length > 1)) {
      if (payload.q.length > 1 && (payload.q.length >= payload.e.length || payload.e.length <= 1)) payload.q.shift();
      else payload.e.shift();
      value = this.sign(payload);
    }
    res.cookie(VISITOR_COOKIE, value, {
      path: this.options.path ?? VISITOR_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.options.secure,
      maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS * 1000,
      // The value is base64url and '.': nothing to escape.
      encode: String,
    });
  }

  private mac(data: string): Buffer {
    return createHmac('sha256', this.options.secret).update(`devis-${this.options.purpose ?? 'visitor'}-v1.${data}`).digest();
  }

  private sign(payload: Payload): string {
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${data}.${this.mac(data).toString('base64url')}`;
  }

  private verify(value: string): Payload | null {
    const dot = value.lastIndexOf('.');
    if (dot <= 0 || value.length > 4096) return null;
    const data = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64url');
    const expected = this.mac(data);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isPayload(payload)) return null;
    const age = Math.floor(this.options.now().getTime() / 1000) - payload.iat;
    if (age > VISITOR_COOKIE_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
    return payload;
  }
}

/** Signed by us, so well-formed; checked anyway, since a leaked secret must not turn into odd input. */
function isPayload(p: unknown): p is Payload {
  if (typeof p !== 'object' || p === null) return false;
  const { v, iat, e, q } = p as Record<string, unknown>;
  return (
    v === 1 &&
    typeof iat === 'number' &&
    Array.isArray(e) &&
    e.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && isPublicId(entry[0]) && typeof entry[1] === 'string' && isPublicEmail(entry[1])) &&
    Array.isArray(q) &&
    q.every((id) => typeof id === 'string' && isPublicId(id))
  );
}
