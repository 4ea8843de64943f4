// Plans as GET /plans sends them (contract shape), for component tests.
interface PlanOverrides {
  id: number;
  name: string;
  free?: boolean;
  recommended?: boolean;
  trial_days?: number;
  can_start_trial?: boolean;
  offer_code?: string | null;
  durations?: Array<{ id: number; label: string; price: number; price_format: string; discount_text: string | null }>;
}

export function plan({ durations = [], ...rest }: PlanOverrides) {
  const full = durations.map((d) => ({ ...d, duration: d.label === 'Yearly' ? 'year' : 'month', currency: 'USD' }));
  return {
    desc: `${rest.name} plan`,
    free: false,
    default: false,
    recommended: false,
    trial_days: 0,
    can_start_trial: false,
    offer_code: null,
    default_duration: full[0] ?? null,
    durations: full,
    features: [
      { key: 'brainstorm', name: 'Ideas Generator', icon: null, value: null, active: true },
      { key: 'insights', name: 'Instagram Insights', icon: null, value: null, active: false },
    ],
    ...rest,
  };
}

export const FREE = plan({ id: 1, name: 'Free', free: true, durations: [{ id: 11, label: 'Monthly', price: 0, price_format: '$0.00', discount_text: null }] });
export const PRO = plan({
  id: 2,
  name: 'Pro',
  recommended: true,
  trial_days: 14,
  can_start_trial: true,
  durations: [
    { id: 21, label: 'Monthly', price: 4900, price_format: '$49.00', discount_text: null },
    { id: 22, label: 'Yearly', price: 48000, price_format: '$480.00', discount_text: 'Save 18%' },
  ],
});
export const BLACK_FRIDAY = plan({
  id: 3,
  name: 'Black Friday',
  offer_code: 'BF2026',
  durations: [{ id: 31, label: 'Monthly', price: 1900, price_format: '$19.00', discount_text: '60% off' }],
});
