import type { Request } from 'express';
import ipaddr from 'ipaddr.js';
import type { Requester } from '../services/context';
import { isDeployed } from '../runtime-env';

/**
 * How many entries at the right end of X-Forwarded-For the platform wrote, so that the client address is
 * the entry that many hops from the right (0: the TCP peer). Entries further left are whatever the client
 * sent and are never trusted.
 * - Deployed (Hosting rewrite → Cloud Functions v2, a Cloud Run service): Google's front end appends two
 *   entries, the address that connected to it and its own (`<client>, <front end>`), so the client is the
 *   second from the right: 2. The rightmost entry is always a Google address (1 recorded that address for
 *   every caller, and every per-IP limit was shared by all). functions/README.md has the sources and the
 *   check to run after the first deploy.
 * - Local stack and tests: the hosting and functions emulators append nothing (they copy the client's
 *   header as sent): 0, the TCP peer.
 * `TRUSTED_PROXY_HOPS` overrides it.
 */
export const DEPLOYED_HOPS = 2;

export function trustedProxyHops(env: NodeJS.ProcessEnv): number {
  const configured = env['TRUSTED_PROXY_HOPS'];
  if (configured !== undefined && configured !== '') {
    const n = Number(configured);
    if (!Number.isInteger(n) || n < 0) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number, got ${configured}`);
    return n;
  }
  return isDeployed(env) ? DEPLOYED_HOPS : 0;
}

/** The requester of an Express request whose app has `trust proxy` set to trustedProxyHops(). */
export function requesterOf(req: Request, env: NodeJS.ProcessEnv = process.env): Requester {
  return { ip: normalizeIp(req.ip ?? emulatorPeer(req, env)), userAgent: req.get('user-agent')?.slice(0, 512) ?? null };
}

/**
 * The functions emulator hands each request over a Unix socket, which has no peer address, so every per-IP
 * limit and the decision evidence would get none. Its stack listens on 127.0.0.1 only: `npm start` says so
 * with LOCAL_PEER_ADDRESS (functions/.env.demo-devis). Never used when deployed.
 */
function emulatorPeer(req: Request, env: NodeJS.ProcessEnv): string | undefined {
  if (isDeployed(env) || req.socket.remoteAddress) return undefined;
  return env['LOCAL_PEER_ADDRESS'] || undefined;
}

/** IPv4-mapped IPv6 ('::ffff:203.0.113.7') → '203.0.113.7'; bounded, so a header cannot make us store a novel. */
function normalizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = ipaddr.IPv6.isValid(ip) && ipaddr.IPv6.parse(ip).isIPv4MappedAddress();
  return (mapped ? ipaddr.IPv6.parse(ip).toIPv4Address().toString() : ip).slice(0, 64);
}
