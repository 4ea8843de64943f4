// Back office: plans (with durations and features), the feature catalogue and add-ons (spec §2 /admin/plans, /admin/features, /admin/addons).
// Filled in by the issue-4 work; empty until then.

export const adminCatalogueEndpoints = {} as const;
