// GET /admin/users/:id/billing: one user's subscriptions, invoices and add-on orders.
import type { AdminUserBilling } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { UsersRepository } from '../users/repository';
import { presentUserBilling } from './billing-presenter';
import { UserBillingRepository } from './billing-repository';

export class UserBillingService {
  private readonly billing: UserBillingRepository;
  private readonly users: UsersRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.billing = new UserBillingRepository(db);
    this.users = new UsersRepository(db);
  }

  /** Undefined when there is no such user. */
  async forUser(userId: number): Promise<AdminUserBilling | undefined> {
    if (!(await this.users.findById(userId))) return undefined;
    const [subscriptions, invoices, orders] = await Promise.all([this.billing.subscriptions(userId), this.billing.invoices(userId), this.billing.orders(userId)]);
    return presentUserBilling(subscriptions, invoices, orders, this.clock());
  }
}
