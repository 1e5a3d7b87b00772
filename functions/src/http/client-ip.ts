import type { Request } from 'express';
import type { Requester } from '../services/context';
import { isDeployed } from '../runtime-env';

/**
 * How many proxies in front of the app append to X-Forwarded-For, so that the client address is the entry
 * that many hops from the right (0: the TCP peer). Entries further left are whatever the client sent and
 * are never trusted.
 * - Deployed (Hosting rewrite → Cloud Functions v2 on Cloud Run): Google's front end appends the address
 *   it received the connection from, so the rightmost entry is the one the platform guarantees: 1.
 * - Local stack and tests: the hosting and functions emulators append nothing (they copy the client's
 *   header as sent): 0, the TCP peer.
 * `TRUSTED_PROXY_HOPS` overrides it (e.g. 2 behind one more proxy that appends).
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv): number {
  const configured = env['TRUSTED_PROXY_HOPS'];
  if (configured !== undefined && configured !== '') {
    const n = Number(configured);
    if (!Number.isInteger(n) || n < 0) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number, got ${configured}`);
    return n;
  }
  return isDeployed(env) ? 1 : 0;
}

/** The requester of an Express request whose app has `trust proxy` set to trustedProxyHops(). */
export function requesterOf(req: Request): Requester {
  return { ip: normalizeIp(req.ip), userAgent: req.get('user-agent')?.slice(0, 512) ?? null };
}

/** '::ffff:203.0.113.7' → '203.0.113.7'; bounded, so a header cannot make us store a novel. */
function normalizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1').slice(0, 64);
}
