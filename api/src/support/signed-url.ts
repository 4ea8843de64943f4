// HMAC-SHA256 signatures under the APP_KEY for links sent by mail (email verification).
// The signature covers the path and the expiry, so neither can be changed without detection.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('hex');
}

/** Constant-time comparison of a presented hex signature with the expected one. */
export function signatureMatches(key: Buffer, payload: string, presented: string): boolean {
  const expected = Buffer.from(sign(key, payload), 'hex');
  const actual = Buffer.from(presented, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
