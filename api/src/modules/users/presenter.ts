// What leaves the server about a user: the spec §3 payload. Plan fields come from the current
// subscription (UserPayloads); the rest whose features do not exist yet carry truthful empty
// values (no messages).
import type { User } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { NO_PLAN, presentSubscription, type UserPlanFields } from '../plans/presenter';
import { PlansRepository } from '../plans/repository';
import { EntitlementsService } from '../entitlements/service';
import { abilitiesFor } from './abilities';
import { ConnectionsRepository } from '../connections/repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Who is signed in as the user (an admin impersonating), from the request's token; null otherwise. */
export type ImpersonatedBy = User['impersonated_by'];

/** Networks with a working connection (modules/connections); none unless the caller looked them up. */
export type ConnectedNetworks = ReadonlySet<'facebook' | 'linkedin' | 'twitter'>;

export function presentUser(row: UserRow, plan: UserPlanFields = NO_PLAN, impersonatedBy: ImpersonatedBy = null, connected: ConnectedNetworks = new Set()): User {
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
    connected_with_facebook: connected.has('facebook'),
    connected_with_linkedin: connected.has('linkedin'),
    connected_with_twitter: connected.has('twitter'),
    impersonated_by: impersonatedBy,
  };
}

/** Presents a user with their current subscription read from the database. */
export class UserPayloads {
  private readonly plans: PlansRepository;
  private readonly entitlements: EntitlementsService;
  private readonly connections: ConnectionsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.plans = new PlansRepository(db);
    this.entitlements = new EntitlementsService(db, clock);
    this.connections = new ConnectionsRepository(db);
  }

  /** Pass `request.impersonation?.admin` where the user is the requester, so the UI can offer the way back. */
  async present(row: UserRow, impersonatedBy: ImpersonatedBy = null): Promise<User> {
    const now = this.clock();
    // features and access: the one rule of modules/entitlements (plan in force + paid add-ons).
    // connected_with_*: one query (active grants that still reach an account).
    const [current, entitled, connected] = await Promise.all([this.plans.current(row.id, now), this.entitlements.of(row), this.connections.connectedNetworks(row.id)]);
    const plan = { ...presentSubscription(current, now), features: entitled.features, access: entitled.access };
    return presentUser(row, plan, impersonatedBy, connected);
  }
}
