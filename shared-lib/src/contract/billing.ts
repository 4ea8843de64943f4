// Customer billing: cancel, invoices (list, show, PDF), add-ons and orders, feature entitlements (spec §2 /invoices, /addons; §7 GET /plans/cancel).
// Filled in by the issue-4 work; empty until then.

export const billingEndpoints = {} as const;
