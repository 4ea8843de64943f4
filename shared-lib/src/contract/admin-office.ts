// Back office: channels, settings, ordered services, users' billing and impersonation (spec §2 /admin/channels, /admin/settings, /admin/services, /admin/users, /admin/users/login/{hash}).
// Filled in by the issue-4 work; empty until then.

export const adminOfficeEndpoints = {} as const;
