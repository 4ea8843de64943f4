// Account settings: general (with avatar), password, information profile and notifications.
// Every change applies to the signed-in user only; no id is read from the request.
import type { z } from 'zod';
import {
  UpdateGeneralRequest,
  serverMessages as m,
  UpdateInformationRequest,
  UpdateNotificationsRequest,
  UpdateSecurityRequest,
} from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { MediaStorage } from '../../plugins/http/media-storage';
import { validationError } from '../../plugins/http/validation-error';
import type { Clock } from '../../support/clock';
import { hashPassword, verifyPassword } from '../../support/passwords';
import { LoginThrottle } from '../auth/throttle';
import type { TokenService } from '../auth/tokens';
import { UsersRepository, type UserChanges } from '../users/repository';
import { AVATAR_MAX_BYTES, prepareAvatar, type Upload } from './avatar';
import { mayChangeNameAndAvatar } from './policy';

const MEDIA_PREFIX = '/media/show/';

export type SecurityResult = { outcome: 'updated' } | { outcome: 'wrong-password' } | { outcome: 'throttled'; retryAfter: number };

export class AccountSettingsService {
  private readonly users: UsersRepository;

  constructor(
    db: Database,
    private readonly storage: MediaStorage,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {
    this.users = new UsersRepository(db);
  }

  /** `fields` are the raw form fields; only the ones present are changed. Throws 422s. */
  async updateGeneral(user: UserRow, fields: Record<string, unknown>, avatar: Upload | undefined): Promise<UserRow> {
    const parsed = UpdateGeneralRequest.safeParse(fields);
    if (!parsed.success) throw parsed.error;
    const input = parsed.data;
    const changes: UserChanges = {};
    const privileged = mayChangeNameAndAvatar(user.role);
    if (privileged && 'full_name' in fields && input.full_name !== undefined) changes.full_name = input.full_name;
    if ('phone' in fields) changes.phone = input.phone;
    if ('gender' in fields) changes.gender = input.gender;

    let stored: string | undefined;
    if (privileged && avatar) {
      const image = await prepareAvatar(avatar);
      stored = (await this.storage.put(image, { kind: 'avatar', maxBytes: AVATAR_MAX_BYTES, field: 'avatar' })).file;
      changes.avatar = `${MEDIA_PREFIX}${stored}`;
    }
    const updated = await this.users.update(user.id, changes, this.clock());
    if (!updated) {
      if (stored) await this.storage.remove(stored);
      throw validationError('user', m.invalid('user'));
    }
    if (stored && user.avatar?.startsWith(MEDIA_PREFIX)) await this.storage.remove(user.avatar.slice(MEDIA_PREFIX.length));
    return updated;
  }

  async updateSecurity(user: UserRow, currentTokenId: number, input: z.output<typeof UpdateSecurityRequest>, ip: string): Promise<SecurityResult> {
    // Guessing the old password with a stolen session is paced like a login.
    const key = LoginThrottle.key(`security:${user.id}`, ip);
    const retryAfter = this.throttle.retryAfter(key);
    if (retryAfter > 0) return { outcome: 'throttled', retryAfter };
    if (!(await verifyPassword(input.old_password, user.password_hash))) {
      this.throttle.hit(key);
      return { outcome: 'wrong-password' };
    }
    this.throttle.clear(key);
    await this.users.update(user.id, { password_hash: await hashPassword(input.password) }, this.clock());
    await this.tokens.revokeOthers(user.id, currentTokenId);
    return { outcome: 'updated' };
  }

  async updateInformation(user: UserRow, input: z.output<typeof UpdateInformationRequest>): Promise<void> {
    // The contract's transforms normalise '' to null and upper-case the country.
    await this.users.update(
      user.id,
      { bio: input.bio ?? null, birth_date: input.birth_date ?? null, country: input.country ?? null, website: input.website ?? null },
      this.clock(),
    );
  }

  async updateNotifications(user: UserRow, input: z.output<typeof UpdateNotificationsRequest>): Promise<void> {
    await this.users.update(user.id, { notify_post_reminder: input.notifications.email.post_reminder }, this.clock());
  }
}
