// An ordered service as the back office sees it.
import type { AdminServiceOrder } from '@cadence/shared-lib/contract';
import { priceFormat } from '../plans/presenter';
import type { ServiceOrderRecord } from './repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function presentServiceOrder({ order, addon, customer }: ServiceOrderRecord): AdminServiceOrder {
  return {
    id: order.id,
    // Service orders always carry a status; an old row without one reads as just ordered.
    service_status: order.service_status ?? 'pending',
    payment_status: order.payment_status,
    customer: { id: customer.id, full_name: customer.full_name, email: customer.email },
    addon: { id: addon.id, name: addon.name },
    brief: order.brief,
    customer_note: order.customer_note,
    amount: order.amount,
    currency: order.currency,
    price_format: priceFormat(order.amount, order.currency),
    paid_at: iso(order.paid_at),
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}
