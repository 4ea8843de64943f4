// The plan drawer's form values and how they map to and from the API's plan (prices in cents on the
// wire, currency units in the form; every catalogue feature is a row, "in plan" or not).
import { fromCents, toCents } from '../platform/money';
import type { AdminPlan, CatalogueFeature, PlanInput } from './plans-api';

export type Period = 'month' | 'year';

export interface DurationValues {
  /** Set on saved durations, so the server updates them instead of replacing them. */
  id?: number;
  label: string;
  duration: Period;
  /** Currency units, e.g. 19.99. */
  price: number;
  currency: string;
  discount_text?: string | null;
}

export interface FeatureValues {
  key: CatalogueFeature['key'];
  in_plan: boolean;
  value?: string | null;
  active: boolean;
}

export interface PlanFormValues {
  name: string;
  desc?: string | null;
  free: boolean;
  default: boolean;
  recommended: boolean;
  trial_days: number;
  offer_code?: string | null;
  sort: number;
  durations: DurationValues[];
  /** Index in `durations` of the default duration. */
  default_duration: number;
  features: FeatureValues[];
}

export const NEW_DURATION: DurationValues = { label: '', duration: 'month', price: 0, currency: 'USD', discount_text: '' };

export function toFormValues(plan: AdminPlan | null, catalogue: readonly CatalogueFeature[]): PlanFormValues {
  const durations = plan?.durations ?? [];
  const defaultIndex = durations.findIndex((d) => d.default);
  return {
    name: plan?.name ?? '',
    desc: plan?.desc ?? '',
    free: plan?.free ?? false,
    default: plan?.default ?? false,
    recommended: plan?.recommended ?? false,
    trial_days: plan?.trial_days ?? 0,
    offer_code: plan?.offer_code ?? '',
    sort: plan?.sort ?? 0,
    durations: durations.length
      ? durations.map((d) => ({
          id: d.id,
          label: d.label,
          duration: d.duration,
          price: fromCents(d.price),
          currency: d.currency,
          discount_text: d.discount_text ?? '',
        }))
      : [{ ...NEW_DURATION, label: 'Monthly' }],
    default_duration: Math.max(0, defaultIndex),
    features: catalogue.map((feature) => {
      const own = plan?.features.find((f) => f.key === feature.key);
      return { key: feature.key, in_plan: own !== undefined, value: own?.value ?? '', active: own?.active ?? true };
    }),
  };
}

/** Empty text travels as null so the server stores "none" rather than "". */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function toPlanBody(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    desc: text(values.desc),
    free: values.free,
    default: values.default,
    recommended: values.recommended,
    trial_days: values.trial_days,
    offer_code: text(values.offer_code),
    sort: values.sort,
    durations: values.durations.map((d, index) => ({
      ...(d.id ? { id: d.id } : {}),
      label: d.label.trim(),
      duration: d.duration,
      price: toCents(d.price),
      currency: d.currency.trim().toUpperCase(),
      discount_text: text(d.discount_text),
      default: index === values.default_duration,
    })),
    features: values.features
      .filter((f) => f.in_plan)
      .map((f) => ({ key: f.key, value: text(f.value), active: f.active })),
  };
}
