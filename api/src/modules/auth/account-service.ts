// Registration, password reset and email verification. Answers never reveal whether an address
// is registered, except registration's "already taken", which sign-up cannot avoid.
import { randomBytes } from 'node:crypto';
import type { ForgotPasswordRequest, RegisterRequest, ResetPasswordRequest } from '@cadence/shared-lib/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Mailer } from '../../plugins/http/mailer';
import type { Clock } from '../../support/clock';
import { Cooldown } from '../../support/cooldown';
import { hashPassword } from '../../support/passwords';
import { sha256Hex } from '../../support/signed-url';
import { UsersRepository } from '../users/repository';
import { passwordResetMail, verificationMail } from './mails';
import { PasswordResetRepository } from './password-reset-repository';
import { LoginThrottle } from './throttle';
import { TokenService } from './tokens';
import { checkVerificationLink, emailHash, verificationUrl } from './verification-links';

export const RESET_TTL_MINUTES = 60;
/** spec: 60 seconds between reset requests per email; the same pace for verification resends. */
export const MAIL_COOLDOWN_SECONDS = 60;

export type RegisterResult = { outcome: 'ok'; user: UserRow; accessToken: string } | { outcome: 'taken' };
export type ForgotResult = { outcome: 'sent' } | { outcome: 'throttled'; retryAfter: number };
export type ResetResult = { outcome: 'reset' } | { outcome: 'invalid' } | { outcome: 'throttled'; retryAfter: number };
export type VerifyResult = { outcome: 'verified' | 'already'; user: UserRow } | { outcome: 'invalid' } | { outcome: 'expired' };
export type ResendResult = { outcome: 'sent' | 'already' } | { outcome: 'throttled'; retryAfter: number };

export class AccountService {
  private readonly users: UsersRepository;
  private readonly resets: PasswordResetRepository;
  private readonly forgotCooldown: Cooldown;
  private readonly resendCooldown: Cooldown;

  constructor(
    db: Database,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl' | 'appKey'>,
    private readonly resetThrottle: LoginThrottle,
    private readonly clock: Clock,
  ) {
    this.users = new UsersRepository(db);
    this.resets = new PasswordResetRepository(db);
    this.forgotCooldown = new Cooldown(clock, MAIL_COOLDOWN_SECONDS);
    this.resendCooldown = new Cooldown(clock, MAIL_COOLDOWN_SECONDS);
  }

  async register(input: RegisterRequest): Promise<RegisterResult> {
    const now = this.clock();
    const user = await this.users.insertIfAbsent({
      // Only these fields come from the payload; role, approval and verification are the server's.
      full_name: input.full_name,
      phone: input.phone,
      email: input.email,
      password_hash: await hashPassword(input.password),
      role: 'user',
      created_at: now,
      updated_at: now,
    });
    if (!user) return { outcome: 'taken' };
    await this.mailer.send(verificationMail(user, verificationUrl(this.config.publicUrl, this.config.appKey, user, now)));
    const accessToken = await this.tokens.issue(user.id, { remember: false, now });
    return { outcome: 'ok', user, accessToken };
  }

  async forgotPassword(input: ForgotPasswordRequest): Promise<ForgotResult> {
    // Keyed on the address, registered or not, so the pace itself reveals nothing.
    const retryAfter = this.forgotCooldown.take(input.email.toLowerCase());
    if (retryAfter > 0) return { outcome: 'throttled', retryAfter };
    const user = await this.users.findByEmail(input.email);
    if (user && !user.suspended_at) {
      const token = randomBytes(32).toString('base64url');
      await this.resets.put(user.id, sha256Hex(token), this.clock());
      const url = `${this.config.publicUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      await this.mailer.send(passwordResetMail(user, url));
    }
    return { outcome: 'sent' };
  }

  async resetPassword(input: ResetPasswordRequest, ip: string): Promise<ResetResult> {
    const key = LoginThrottle.key(input.email, ip);
    const retryAfter = this.resetThrottle.retryAfter(key);
    if (retryAfter > 0) return { outcome: 'throttled', retryAfter };
    const user = await this.users.findByEmail(input.email);
    const createdAt = user ? await this.resets.consume(user.id, sha256Hex(input.token)) : undefined;
    const now = this.clock();
    if (!user || !createdAt || createdAt.getTime() + RESET_TTL_MINUTES * 60_000 <= now.getTime()) {
      this.resetThrottle.hit(key);
      return { outcome: 'invalid' };
    }
    this.resetThrottle.clear(key);
    await this.users.update(user.id, { password_hash: await hashPassword(input.password) }, now);
    await this.tokens.revokeAll(user.id);
    return { outcome: 'reset' };
  }

  async verifyEmail(link: { id: number; hash: string; expires: string; signature: string }): Promise<VerifyResult> {
    const now = this.clock();
    const check = checkVerificationLink(this.config.appKey, link, now);
    if (check === 'invalid') return { outcome: 'invalid' };
    if (check === 'expired') return { outcome: 'expired' };
    const user = await this.users.findById(link.id);
    // A signed link for an address the user no longer has is void.
    if (!user || emailHash(user.email) !== link.hash) return { outcome: 'invalid' };
    if (user.email_verified_at) return { outcome: 'already', user };
    const updated = await this.users.update(user.id, { email_verified_at: now }, now);
    return { outcome: 'verified', user: updated ?? user };
  }

  async resendVerification(user: UserRow): Promise<ResendResult> {
    if (user.email_verified_at) return { outcome: 'already' };
    const retryAfter = this.resendCooldown.take(String(user.id));
    if (retryAfter > 0) return { outcome: 'throttled', retryAfter };
    await this.mailer.send(verificationMail(user, verificationUrl(this.config.publicUrl, this.config.appKey, user, this.clock())));
    return { outcome: 'sent' };
  }
}
