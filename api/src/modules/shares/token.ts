// Share-link tokens: 32 random bytes (256 bits) as base64url. The database keeps only the SHA-256
// (for lookup) and an encrypted copy (so the owner can copy the link again), never the token.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;
export const SHARE_TOKEN_PURPOSE = 'share-link-token';

export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
