// Impersonation: an admin gets a single-use link (60 s; only its SHA-256 is stored), uses it to get a
// short-lived access token of the customer marked with the impersonation, and stops it again.
// The impersonations table keeps every step (created, used_at, ended_at) as the audit trail.
import { createHash, randomBytes } from 'node:crypto';
import { IMPERSONATION_LINK_TTL_SECONDS, type ImpersonationLink } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { UsersRepository } from '../users/repository';
import { impersonationRefusal } from './policy';
import { ImpersonationRepository } from './repository';

/** How long an impersonation session lasts before the admin must start again. */
export const IMPERSONATION_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export type StartResult = { outcome: 'ok'; link: ImpersonationLink; impersonationId: number } | { outcome: 'not-found' } | { outcome: 'refused'; message: string };

export type UseResult =
  | { outcome: 'ok'; impersonationId: number; user: UserRow; admin: UserRow; accessToken: string; expiresAt: Date }
  | { outcome: 'invalid'; reason: 'unknown' | 'other-admin' | 'used' | 'expired' | 'target-refused' };

export class ImpersonationService {
  private readonly repository: ImpersonationRepository;
  private readonly users: UsersRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.repository = new ImpersonationRepository(db);
    this.users = new UsersRepository(db);
  }

  async start(admin: UserRow, userId: number, ip: string): Promise<StartResult> {
    const target = await this.users.findById(userId);
    if (!target) return { outcome: 'not-found' };
    const refusal = impersonationRefusal(admin, target);
    if (refusal) return { outcome: 'refused', message: refusal };
    const now = this.clock();
    const hash = randomBytes(32).toString('base64url'); // 256 bits
    const expiresAt = new Date(now.getTime() + IMPERSONATION_LINK_TTL_SECONDS * 1000);
    const row = await this.repository.create({ admin_id: admin.id, user_id: target.id, hash_digest: sha256Hex(hash), expires_at: expiresAt, ip, created_at: now });
    return { outcome: 'ok', impersonationId: row.id, link: { hash, url: `/admin/users/login/${hash}`, expires_at: expiresAt.toISOString() } };
  }

  async use(admin: UserRow, hash: string): Promise<UseResult> {
    const now = this.clock();
    const digest = sha256Hex(hash);
    const row = await this.repository.consume(digest, admin.id, now);
    if (!row) return { outcome: 'invalid', reason: await this.whyInvalid(digest, admin.id, now) };
    const target = await this.users.findById(row.user_id);
    // The account may have changed since the link was made (suspended, promoted).
    if (!target || impersonationRefusal(admin, target)) {
      await this.repository.end(row.id, now);
      return { outcome: 'invalid', reason: 'target-refused' };
    }
    // Same `<id>|<secret>` format and SHA-256 storage as modules/auth/tokens.ts, so the auth plugin resolves it.
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + IMPERSONATION_TOKEN_TTL_MS);
    const tokenId = await this.repository.insertToken({
      user_id: target.id,
      token_hash: sha256Hex(secret),
      expires_at: expiresAt,
      impersonation_id: row.id,
      created_at: now,
    });
    return { outcome: 'ok', impersonationId: row.id, user: target, admin, accessToken: `${tokenId}|${secret}`, expiresAt };
  }

  /** Revokes the impersonation token and closes the audit row. */
  async stop(impersonationId: number, tokenId: number): Promise<void> {
    await this.repository.deleteToken(tokenId);
    await this.repository.end(impersonationId, this.clock());
  }

  private async whyInvalid(digest: string, adminId: number, now: Date): Promise<'unknown' | 'other-admin' | 'used' | 'expired'> {
    const row = await this.repository.findByDigest(digest);
    if (!row) return 'unknown';
    if (row.admin_id !== adminId) return 'other-admin';
    if (row.used_at) return 'used';
    return row.expires_at.getTime() <= now.getTime() ? 'expired' : 'unknown';
  }
}
