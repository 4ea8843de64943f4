// What leaves the server about a user: the spec §3 payload. Plan fields come from the current
// subscription (UserPayloads); the rest whose features do not exist yet carry truthful empty
// values (no messages, no connections).
import type { User } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { NO_PLAN, presentSubscription, type UserPlanFields } from '../plans/presenter';
import { PlansRepository } from '../plans/repository';
import { abilitiesFor } from './abilities';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function presentUser(row: UserRow, plan: UserPlanFields = NO_PLAN): User {
  return {
    id: row.id,
    role: row.role,
    abilities: abilitiesFor(row.role),
    locale: row.locale,
    full_name: row.full_name,
    phone: row.phone,
    gender: row.gender,
    avatar: row.avatar,
    email: row.email,
    email_verified_at: iso(row.email_verified_at),
    approved_at: iso(row.approved_at),
    features: plan.features,
    access: plan.access,
    subscribed_to: plan.subscribed_to,
    unread_messages_count: 0,
    connected_with_facebook: false,
    connected_with_linkedin: false,
    connected_with_twitter: false,
    impersonated_by: null,
  };
}

/** Presents a user with their current subscription read from the database. */
export class UserPayloads {
  private readonly plans: PlansRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.plans = new PlansRepository(db);
  }

  async present(row: UserRow): Promise<User> {
    const now = this.clock();
    return presentUser(row, presentSubscription(await this.plans.current(row.id, now), now));
  }
}
