// Private media (post images and videos) reach browsers' <img>/<video> and, later, the social
// networks, which cannot send our bearer token: their URLs carry an expiry and an HMAC of
// (file, expiry) under a key derived from APP_KEY, which /media/show checks.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MEDIA_SHOW_PREFIX = '/media/show/';
/** Long enough for a page left open for a working day; short enough that a leaked link dies. */
export const SIGNED_MEDIA_TTL_SECONDS = 12 * 60 * 60;

export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(appKey: Buffer) {
    this.key = createHmac('sha256', appKey).update('media-url-signing').digest();
  }

  private signature(file: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${file}\n${expires}`).digest();
  }

  /** `/media/show/<file>?expires=<unix>&signature=<hex>`; the expiry is rounded up to the hour so URLs stay cacheable. */
  url(file: string, now: Date, ttlSeconds = SIGNED_MEDIA_TTL_SECONDS): string {
    const hour = 3600;
    const expires = Math.ceil((Math.floor(now.getTime() / 1000) + ttlSeconds) / hour) * hour;
    const signature = this.signature(file, expires).toString('hex');
    return `${MEDIA_SHOW_PREFIX}${encodeURIComponent(file)}?expires=${expires}&signature=${signature}`;
  }

  verify(file: string, expires: unknown, signature: unknown, now: Date): boolean {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return false;
    const at = Number(expires);
    if (at * 1000 <= now.getTime()) return false;
    return timingSafeEqual(this.signature(file, at), Buffer.from(signature, 'hex'));
  }
}
