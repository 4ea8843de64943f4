// What leaves the server about add-ons on sale and the customer's orders.
import type { AddonOrder, CustomerAddon } from '@cadence/shared-lib/contract';
import type { AddonRow } from '../../db/schema';
import { priceFormat } from '../plans/presenter';
import type { OrderWithAddon } from './repository';

export const presentAddon = (row: AddonRow, owned: boolean): CustomerAddon => ({
  id: row.id,
  name: row.name,
  desc: row.desc,
  kind: row.kind,
  feature_key: row.feature_key,
  price: row.price,
  currency: row.currency,
  price_format: priceFormat(row.price, row.currency),
  owned,
});

export const presentOrder = ({ order, addon }: OrderWithAddon): AddonOrder => ({
  id: order.id,
  addon_id: addon.id,
  addon_name: addon.name,
  kind: addon.kind,
  feature_key: addon.feature_key,
  payment_status: order.payment_status,
  service_status: order.service_status,
  brief: order.brief,
  customer_note: order.customer_note,
  amount: order.amount,
  currency: order.currency,
  price_format: priceFormat(order.amount, order.currency),
  created_at: order.created_at.toISOString(),
  paid_at: order.paid_at ? order.paid_at.toISOString() : null,
});
