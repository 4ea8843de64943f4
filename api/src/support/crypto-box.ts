// Secrets at rest (channel app secrets): AES-256-GCM with a random 96-bit IV; the tag makes any
// tampering fail to decrypt. The key is derived from APP_KEY per purpose, so one leaked derived
// key does not unlock anything else. Stored as base64 `iv.tag.data` (see schema channels).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CryptoBox {
  private readonly key: Buffer;

  /** `purpose` separates keys: the same APP_KEY gives a different key per use. */
  constructor(appKey: Buffer, purpose: string) {
    this.key = createHmac('sha256', appKey).update(`cadence:crypto-box:${purpose}`).digest();
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
  }

  /** Throws when the value is malformed, was encrypted with another key or was altered. */
  decrypt(sealed: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 3) throw new Error('crypto-box: malformed value');
    const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64'));
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('crypto-box: malformed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}
