// The secrets of one OAuth round trip. The state travels through the network and back; the nonce
// stays in this browser as an httpOnly cookie scoped to the callback path. Only their SHA-256 is
// stored, so a database leak gives nobody a usable callback. Both must match at the callback: the
// state proves the round trip started here, the cookie that it comes back to the same browser.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, connectCallbackPath, type ConnectNetwork } from '@cadence/shared-lib/contract';
import { sha256Hex } from '../../support/signed-url';

/** 256 random bits, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** PKCE verifier: 43–128 characters of the unreserved set (RFC 7636); 64 random bytes → 86. */
export const pkceVerifier = (): string => randomBytes(64).toString('base64url');

/** Constant-time comparison of a presented secret with a stored digest. */
export function matchesDigest(presented: string | undefined, digest: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(digest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The callback's path on this server (the cookie's path, and redirect_uri without the origin). */
export const callbackRoute = (network: ConnectNetwork): string => `${API_PREFIX}${connectCallbackPath(network)}`;

export const redirectUriFor = (publicUrl: string, network: ConnectNetwork): string => `${publicUrl}${callbackRoute(network)}`;

/** One cookie per network: starting a new attempt for that network replaces the previous one. */
export const stateCookieName = (network: ConnectNetwork): string => `cadence_oauth_${network}`;
