// Buying add-ons: the order is stored as pending, then paid through the provider's checkout (the
// payment.completed webhook marks it paid).
import type { AddonOrder, CheckoutData, CustomerAddon } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { CheckoutService } from '../payments/checkout-service';
import { isOwned, orderRefusal } from './policy';
import { presentAddon, presentOrder } from './presenter';
import { AddonsRepository } from './repository';

export type OrderOutcome = { outcome: 'checkout'; checkout: CheckoutData } | { outcome: 'refused'; message: string };

export class AddonsService {
  private readonly repository: AddonsRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
  ) {
    this.repository = new AddonsRepository(db);
  }

  async onSale(userId: number): Promise<CustomerAddon[]> {
    const [rows, paid] = await Promise.all([this.repository.onSale(), this.repository.paidAddonIds(userId)]);
    return rows.map((row) => presentAddon(row, isOwned(row, paid)));
  }

  async order(user: UserRow, addonId: number, brief: string | null): Promise<OrderOutcome> {
    const [addon, paid] = await Promise.all([this.repository.findOnSale(addonId), this.repository.paidAddonIds(user.id)]);
    const refusal = orderRefusal(addon, paid);
    if (refusal || !addon) return { outcome: 'refused', message: refusal ?? '' };
    const order = await this.repository.createOrder(user.id, addon, brief, this.clock());
    return { outcome: 'checkout', checkout: await this.checkout.startPayment(user, order, addon.name) };
  }

  async orders(userId: number): Promise<AddonOrder[]> {
    return (await this.repository.ordersOf(userId)).map(presentOrder);
  }

  async findOrder(userId: number, id: number): Promise<AddonOrder | undefined> {
    const row = await this.repository.findOrder(userId, id);
    return row ? presentOrder(row) : undefined;
  }
}
