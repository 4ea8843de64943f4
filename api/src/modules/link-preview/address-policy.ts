// Which addresses a link preview may connect to: public unicast only. ipaddr.js classifies the
// ranges (loopback, private, link-local incl. 169.254.169.254, CGNAT, unique-local, multicast,
// unspecified, reserved, NAT64/6to4/Teredo wrappers…); IPv4-mapped IPv6 is judged as its IPv4.
import ipaddr from 'ipaddr.js';

/** The IP literal of a URL hostname (`[::1]` → `::1`), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
