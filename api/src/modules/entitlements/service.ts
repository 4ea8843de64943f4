// A user's entitlements, read from the database (plan in force, catalogue switches, paid add-ons).
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { entitlementsFrom, NO_ENTITLEMENTS, type Entitlements } from './access';
import { EntitlementsRepository } from './repository';

export class EntitlementsService {
  private readonly repository: EntitlementsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.repository = new EntitlementsRepository(db);
  }

  /** With `catalogue` false (user payloads), admins and staff cost no query: they have no features. */
  async of(user: Pick<UserRow, 'id' | 'role'>, options: { catalogue?: boolean } = {}): Promise<Entitlements> {
    if (user.role !== 'user' && !options.catalogue) return NO_ENTITLEMENTS;
    return entitlementsFrom(user.role, await this.repository.catalogueFor(user.id, this.clock()));
  }
}
