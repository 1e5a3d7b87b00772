import ipaddr from 'ipaddr.js';

/**
 * The key a per-IP limit counts under. An IPv6 user is handed a whole /64 (2^64 addresses to rotate
 * through), so IPv6 addresses count by their /64 prefix; IPv4 by address, and an IPv4-mapped IPv6 address
 * (::ffff:1.2.3.4, what a dual-stack socket reports) as the IPv4 address it carries. Anything unparsable
 * is kept as it is (it still counts, under its own text).
 */
export function ipLimitKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
