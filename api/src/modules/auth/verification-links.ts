// Email-verification links, Laravel style: /verify-email/{id}/{hash}?expires=…&signature=…
// hash = SHA-256 of the address (a link stops working if the address changes); the signature is
// an HMAC under the APP_KEY over id, hash and expiry. Valid 60 minutes.
import type { UserRow } from '../../db/schema';
import { sha256Hex, signatureMatches, sign } from '../../support/signed-url';

export const VERIFICATION_TTL_MINUTES = 60;

const payload = (id: number, hash: string, expires: number) => `verify-email|${id}|${hash}|${expires}`;

export const emailHash = (email: string): string => sha256Hex(email);

export function verificationUrl(publicUrl: string, key: Buffer, user: Pick<UserRow, 'id' | 'email'>, now: Date): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_TTL_MINUTES * 60;
  const signature = sign(key, payload(user.id, hash, expires));
  return `${publicUrl}/verify-email/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export function checkVerificationLink(key: Buffer, link: { id: number; hash: string; expires: string; signature: string }, now: Date): LinkCheck {
  const expires = Number(link.expires);
  if (!signatureMatches(key, payload(link.id, link.hash, expires), link.signature)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
