// Access tokens, Sanctum-style `<id>|<secret>`: 256 random bits, only the SHA-256 of the secret is
// stored, compared in constant time. Absolute expiry (longer with remember me) and an idle timeout.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { TokenRow } from '../../db/schema';
import { TokenRepository } from './token-repository';

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();
/** Writing last_used_at on every request is wasted I/O; a minute's precision is enough for the idle timeout. */
const TOUCH_EVERY_MS = 60_000;

export type TokenSettings = Pick<Config, 'tokenTtlHours' | 'tokenRememberTtlDays' | 'tokenIdleMinutes'>;

export class TokenService {
  private readonly repository: TokenRepository;

  constructor(
    db: Database,
    private readonly settings: TokenSettings,
  ) {
    this.repository = new TokenRepository(db);
  }

  async issue(userId: number, options: { remember: boolean; now: Date }): Promise<string> {
    const { now, remember } = options;
    const secret = randomBytes(32).toString('base64url');
    const lifetimeMs = remember ? this.settings.tokenRememberTtlDays * 86_400_000 : this.settings.tokenTtlHours * 3_600_000;
    await this.repository.deleteExpiredForUser(userId, now);
    const row = await this.repository.insert({
      user_id: userId,
      token_hash: sha256(secret).toString('hex'),
      name: remember ? 'web (remember me)' : 'web',
      expires_at: new Date(now.getTime() + lifetimeMs),
      created_at: now,
    });
    return `${row.id}|${secret}`;
  }

  /** The token's row when it is genuine and neither expired nor idle too long. */
  async resolve(plain: string, now: Date): Promise<TokenRow | undefined> {
    const match = /^(\d{1,15})\|([A-Za-z0-9_-]{20,200})$/.exec(plain);
    if (!match) return undefined;
    const row = await this.repository.findById(Number(match[1]));
    if (!row) return undefined;
    const expected = Buffer.from(row.token_hash, 'hex');
    const actual = sha256(match[2]);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    const lastUsed = (row.last_used_at ?? row.created_at).getTime();
    const idleLimit = lastUsed + this.settings.tokenIdleMinutes * 60_000;
    if (row.expires_at.getTime() <= now.getTime() || idleLimit <= now.getTime()) {
      await this.repository.delete(row.id);
      return undefined;
    }
    if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
      await this.repository.touch(row.id, now);
      row.last_used_at = now;
    }
    return row;
  }

  revoke(tokenId: number): Promise<void> {
    return this.repository.delete(tokenId);
  }

  /** After a password reset: every session of the user ends. */
  revokeAll(userId: number): Promise<void> {
    return this.repository.deleteAllForUser(userId);
  }

  /** After a password change: the user's other sessions end, the current one stays. */
  revokeOthers(userId: number, keepTokenId: number): Promise<void> {
    return this.repository.deleteOthersForUser(userId, keepTokenId);
  }
}
