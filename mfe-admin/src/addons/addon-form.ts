// The add-on drawer's form values and the body they become (price in cents on the wire).
import type { FeatureKey } from '@cadence/shared-lib';
import { fromCents, toCents } from '../platform/money';
import type { AddonInput, AdminAddon } from './addons-api';

export interface AddonFormValues {
  name: string;
  desc?: string | null;
  kind: 'service' | 'feature';
  feature_key?: FeatureKey | null;
  /** Currency units. */
  price: number | null;
  currency: string;
  active: boolean;
  sort: number;
}

export function toAddonValues(addon: AdminAddon | null): AddonFormValues {
  return {
    name: addon?.name ?? '',
    desc: addon?.desc ?? '',
    kind: addon?.kind ?? 'service',
    feature_key: addon?.feature_key ?? null,
    price: addon ? fromCents(addon.price) : null,
    currency: addon?.currency ?? 'USD',
    active: addon?.active ?? true,
    sort: addon?.sort ?? 0,
  };
}

export function toAddonBody(values: AddonFormValues): AddonInput {
  const desc = values.desc?.trim() ?? '';
  return {
    name: values.name.trim(),
    desc: desc || null,
    kind: values.kind,
    // A service unlocks nothing: its key is never sent, even if one was picked before switching kind.
    feature_key: values.kind === 'feature' ? (values.feature_key ?? null) : null,
    price: toCents(values.price ?? 0),
    currency: values.currency.trim().toUpperCase(),
    active: values.active,
    sort: values.sort,
  };
}
