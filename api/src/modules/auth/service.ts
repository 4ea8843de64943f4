// Sign-in and sign-out. Failures do not reveal whether the email exists (same message, same cost).
import { serverMessages, type LoginRequest } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { dummyPasswordHash, verifyPassword } from '../../support/passwords';
import { messages } from '../../http/replies';
import { UsersRepository } from '../users/repository';
import { LoginThrottle } from './throttle';
import { TokenService } from './tokens';

export type LoginResult =
  | { outcome: 'ok'; user: UserRow; accessToken: string }
  | { outcome: 'throttled'; retryAfter: number }
  | { outcome: 'invalid'; message: string };

export class AuthService {
  private readonly users: UsersRepository;

  constructor(
    db: Database,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {
    this.users = new UsersRepository(db);
  }

  async login(input: LoginRequest, ip: string): Promise<LoginResult> {
    const key = LoginThrottle.key(input.email, ip);
    const retryAfter = this.throttle.retryAfter(key);
    if (retryAfter > 0) return { outcome: 'throttled', retryAfter };

    const user = await this.users.findByEmail(input.email);
    const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) {
      this.throttle.hit(key);
      return { outcome: 'invalid', message: serverMessages.failedLogin };
    }
    this.throttle.clear(key);
    if (user.suspended_at) return { outcome: 'invalid', message: messages.suspended };
    const accessToken = await this.tokens.issue(user.id, { remember: input.remember_me === true, now: this.clock() });
    return { outcome: 'ok', user, accessToken };
  }

  logout(tokenId: number): Promise<void> {
    return this.tokens.revoke(tokenId);
  }
}
