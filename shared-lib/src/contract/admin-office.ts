// Back office: channels, settings, ordered services, users' billing and impersonation (spec §2 /admin/channels, /admin/settings, /admin/services, /admin/users, /admin/users/login/{hash}).
import { z } from 'zod';
import { PageMeta } from './admin-users';
import { ServiceStatus } from './billing';
import { emailField, idParam, optionalText, requiredString } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { User } from './user';

// ---------------------------------------------------------------- channels

export const CHANNEL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export const ChannelPlatform = z.enum(CHANNEL_PLATFORMS, { error: m.invalid('platform') });
export type ChannelPlatform = z.infer<typeof ChannelPlatform>;

/** A channel as the back office sees it: the secret itself never leaves the server, only whether one is stored. */
export const AdminChannel = z.object({
  platform: ChannelPlatform,
  enabled: z.boolean(),
  client_id: z.string().nullable(),
  has_secret: z.boolean(),
});
export type AdminChannel = z.infer<typeof AdminChannel>;

export const CHANNEL_CLIENT_ID_MAX = 255;
export const CHANNEL_SECRET_MAX = 512;

/** client_secret missing or empty keeps the stored secret. Enabling needs a client id and a (stored or new) secret. */
export const UpdateChannelRequest = z
  .object({
    enabled: z.boolean({ error: m.boolean('enabled') }),
    client_id: optionalText('client_id', CHANNEL_CLIENT_ID_MAX),
    client_secret: optionalText('client_secret', CHANNEL_SECRET_MAX),
  })
  .strict();
export type UpdateChannelRequest = z.input<typeof UpdateChannelRequest>;

export const channelMessages = {
  clientIdRequired: 'The client id field is required when the channel is enabled.',
  secretRequired: 'The client secret field is required when the channel is enabled.',
} as const;

// ---------------------------------------------------------------- settings

export const AUTH_IMAGE_MAX_KB = 2048;
export const AUTH_IMAGE_TYPES = ['jpg', 'png'] as const;
export const PRODUCT_NAME_MAX = 60;
export const MAINTENANCE_MESSAGE_MAX = 500;
export const DEFAULT_PRODUCT_NAME = 'Cadence';
export const DEFAULT_MAINTENANCE_MESSAGE = 'We are performing scheduled maintenance. Please check back soon.';

export const AdminSettings = z.object({
  /** URL of the login screen's image (served through /media/show), null when none. */
  auth_image: z.string().nullable(),
  product_name: z.string(),
  support_email: z.string().nullable(),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;

/** Multipart form fields arrive as text: 'true'/'1'/'on' and 'false'/'0'/'off' are read as booleans. */
const formBoolean = (field: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim().toLowerCase();
      if (['true', '1', 'on'].includes(s)) return true;
      if (['false', '0', 'off', ''].includes(s)) return false;
      return v;
    },
    z.boolean({ error: m.boolean(field) }),
  );

/**
 * The text fields of the multipart settings form (POST with _method=put); `auth_image` travels as
 * a file part next to them (jpg or png, at most 2 MB, checked from the bytes). `remove_auth_image`
 * drops the current image.
 */
export const UpdateAdminSettingsRequest = z.object({
  product_name: requiredString('product_name', PRODUCT_NAME_MAX),
  support_email: z
    .preprocess((v) => (v === '' ? null : v), emailField('support_email').nullable())
    .optional()
    .transform((v) => v ?? null),
  maintenance_mode: formBoolean('maintenance_mode').optional().default(false),
  maintenance_message: optionalText('maintenance_message', MAINTENANCE_MESSAGE_MAX),
  remove_auth_image: formBoolean('remove_auth_image').optional().default(false),
  auth_image: z.unknown().optional(),
});
export type UpdateAdminSettingsRequest = z.input<typeof UpdateAdminSettingsRequest>;

/** Body of the 503 every blocked request gets while maintenance mode is on. */
export const MaintenanceBody = z.object({ message: z.string(), maintenance: z.literal(true) });
export type MaintenanceBody = z.infer<typeof MaintenanceBody>;

// ---------------------------------------------------------------- ordered services

/** ServiceStatus (billing.ts) with the validation message for requests. */
const ServiceStatusInput = z.enum(ServiceStatus.options, { error: m.invalid('service_status') });
const StatusFilter = z.enum(ServiceStatus.options, { error: m.invalid('status') });

/** The workflow: pending → in_progress → delivered; any status not final → cancelled. */
export const SERVICE_TRANSITIONS: Readonly<Record<ServiceStatus, ReadonlyArray<ServiceStatus>>> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const serviceMessages = {
  illegalTransition: (from: ServiceStatus, to: ServiceStatus) =>
    `The service status cannot change from ${from.replace('_', ' ')} to ${to.replace('_', ' ')}.`,
} as const;

export const CUSTOMER_NOTE_MAX = 2000;

export const AdminServiceOrder = z.object({
  id: z.number(),
  service_status: ServiceStatus,
  payment_status: z.enum(['pending', 'paid', 'failed']),
  customer: z.object({ id: z.number(), full_name: z.string(), email: z.string() }),
  addon: z.object({ id: z.number(), name: z.string() }),
  brief: z.string().nullable(),
  customer_note: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  price_format: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminServiceOrder = z.infer<typeof AdminServiceOrder>;

export const ADMIN_SERVICES_MAX_PER_PAGE = 100;

export const AdminServicesQuery = z
  .object({
    status: StatusFilter.optional(),
    q: z.string({ error: m.string('q') }).trim().max(255, m.max('q', 255)).optional(),
    page: z.coerce.number({ error: m.integer('page') }).int(m.integer('page')).min(1, m.invalid('page')).optional(),
    per_page: z.coerce
      .number({ error: m.integer('per_page') })
      .int(m.integer('per_page'))
      .min(1, m.invalid('per_page'))
      .max(ADMIN_SERVICES_MAX_PER_PAGE, m.invalid('per_page'))
      .optional(),
  })
  .strict();
export type AdminServicesQuery = z.input<typeof AdminServicesQuery>;

/** Either field may be sent alone; customer_note '' or null clears the note. Each change emails the customer. */
export const UpdateServiceRequest = z
  .object({
    service_status: ServiceStatusInput.optional(),
    customer_note: optionalText('customer_note', CUSTOMER_NOTE_MAX).optional(),
  })
  .strict();
export type UpdateServiceRequest = z.input<typeof UpdateServiceRequest>;

// ---------------------------------------------------------------- users' billing

export const AdminBillingSubscription = z.object({
  id: z.number(),
  plan: z.object({ id: z.number(), name: z.string() }),
  status: z.enum(['active', 'trialing', 'cancelled', 'past_due', 'expired']),
  started_at: z.string(),
  /** Next renewal day (Y-m-d) while in force and not cancelled; null otherwise. */
  renews_on: z.string().nullable(),
  ends_at: z.string().nullable(),
  cancel_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  price_format: z.string().nullable(),
  duration: z.enum(['month', 'year']).nullable(),
  provider: z.string().nullable(),
});
export type AdminBillingSubscription = z.infer<typeof AdminBillingSubscription>;

export const AdminBillingInvoice = z.object({
  id: z.number(),
  number: z.string(),
  issued_at: z.string(),
  description: z.string(),
  amount: z.number(),
  tax: z.number(),
  currency: z.string(),
  price_format: z.string(),
  status: z.enum(['paid', 'open', 'void', 'failed']),
});
export type AdminBillingInvoice = z.infer<typeof AdminBillingInvoice>;

export const AdminBillingOrder = z.object({
  id: z.number(),
  addon: z.object({ id: z.number(), name: z.string(), kind: z.enum(['service', 'feature']) }),
  payment_status: z.enum(['pending', 'paid', 'failed']),
  service_status: ServiceStatus.nullable(),
  amount: z.number(),
  currency: z.string(),
  price_format: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminBillingOrder = z.infer<typeof AdminBillingOrder>;

export const AdminUserBilling = z.object({
  /** The subscription in force (active, trialing or past_due), null without one. */
  subscription: AdminBillingSubscription.nullable(),
  /** Every other subscription, newest first. */
  history: z.array(AdminBillingSubscription),
  invoices: z.array(AdminBillingInvoice),
  orders: z.array(AdminBillingOrder),
});
export type AdminUserBilling = z.infer<typeof AdminUserBilling>;

// ---------------------------------------------------------------- impersonation

/** Seconds an impersonation link stays usable. */
export const IMPERSONATION_LINK_TTL_SECONDS = 60;

export const ImpersonationLink = z.object({
  hash: z.string(),
  /** The SPA route that signs in as the user: '/admin/users/login/<hash>'. */
  url: z.string(),
  expires_at: z.string(),
});
export type ImpersonationLink = z.infer<typeof ImpersonationLink>;

export const ImpersonationSession = z.object({ user: User, access_token: z.string(), expires_at: z.string() });
export type ImpersonationSession = z.infer<typeof ImpersonationSession>;

export const impersonationMessages = {
  notUser: 'Only customer accounts can be impersonated.',
  suspended: 'A suspended account cannot be impersonated.',
  self: 'You cannot impersonate yourself.',
  invalidLink: 'This impersonation link is invalid, expired or already used.',
  notImpersonating: 'This session is not an impersonation.',
  refused: 'This action is not available while impersonating a user.',
} as const;

// ---------------------------------------------------------------- endpoints

const UserIdParams = z.object({ id: idParam('id') }).strict();
const ServiceIdParams = z.object({ id: idParam('id') }).strict();
const PlatformParams = z.object({ platform: ChannelPlatform }).strict();
const HashParams = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, m.invalid('hash')) }).strict();

export const adminOfficeEndpoints = {
  adminChannels: defineEndpoint({
    method: 'GET',
    path: '/admin/channels',
    response: envelope(z.object({ channels: z.array(AdminChannel) })),
    auth: ['admin'],
    summary: 'The social networks offered and their app credentials (the secret only as has_secret)',
    tag: 'admin-channels',
  }),
  adminUpdateChannel: defineEndpoint({
    method: 'PUT',
    path: '/admin/channels/:platform',
    params: PlatformParams,
    body: UpdateChannelRequest,
    response: envelope(z.object({ channel: AdminChannel })),
    auth: ['admin'],
    summary: 'POST with _method=put: enabled, client_id, client_secret (empty keeps the stored one; stored encrypted)',
    tag: 'admin-channels',
  }),
  adminSettings: defineEndpoint({
    method: 'GET',
    path: '/admin/settings',
    response: envelope(z.object({ settings: AdminSettings })),
    auth: ['admin'],
    summary: 'Auth image, product name, support email, maintenance mode and message',
    tag: 'admin-settings',
  }),
  adminUpdateSettings: defineEndpoint({
    method: 'PUT',
    path: '/admin/settings',
    body: UpdateAdminSettingsRequest,
    response: envelope(z.object({ settings: AdminSettings })),
    auth: ['admin'],
    summary: 'Multipart (POST with _method=put): product_name, support_email, maintenance_mode, maintenance_message, auth_image file (jpg or png, at most 2 MB)',
    tag: 'admin-settings',
  }),
  adminServices: defineEndpoint({
    method: 'GET',
    path: '/admin/services',
    query: AdminServicesQuery,
    response: envelope(z.object({ services: z.array(AdminServiceOrder), meta: PageMeta })),
    auth: ['admin'],
    summary: 'Paid orders of service add-ons, newest first: status filter; q searches customer name, email and add-on name',
    tag: 'admin-services',
  }),
  adminService: defineEndpoint({
    method: 'GET',
    path: '/admin/services/:id',
    params: ServiceIdParams,
    response: envelope(z.object({ service: AdminServiceOrder })),
    auth: ['admin'],
    summary: 'One ordered service',
    tag: 'admin-services',
  }),
  adminUpdateService: defineEndpoint({
    method: 'PUT',
    path: '/admin/services/:id',
    params: ServiceIdParams,
    body: UpdateServiceRequest,
    response: envelope(z.object({ service: AdminServiceOrder })),
    auth: ['admin'],
    summary: 'POST with _method=put: service_status (pending → in_progress → delivered, or cancelled) and customer_note; emails the customer',
    tag: 'admin-services',
  }),
  adminUserBilling: defineEndpoint({
    method: 'GET',
    path: '/admin/users/:id/billing',
    params: UserIdParams,
    response: envelope(AdminUserBilling),
    auth: ['admin'],
    summary: "The user's subscription in force, past subscriptions, invoices and add-on orders",
    tag: 'admin-users',
  }),
  adminImpersonate: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:id/impersonate',
    params: UserIdParams,
    response: envelope(ImpersonationLink),
    auth: ['admin'],
    summary: 'A single-use link (60 s) to sign in as the user (role user, not suspended, not oneself)',
    tag: 'impersonation',
  }),
  impersonateLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/impersonate/:hash',
    params: HashParams,
    response: envelope(ImpersonationSession),
    auth: ['admin'],
    summary: 'Uses the link (same admin only): a short-lived access token of the user, marked as an impersonation',
    tag: 'impersonation',
  }),
  stopImpersonation: defineEndpoint({
    method: 'POST',
    path: '/auth/impersonation/stop',
    response: envelope(z.object({ success: z.literal(true) })),
    auth: 'user',
    summary: 'Ends the impersonation: revokes the impersonation token',
    tag: 'impersonation',
  }),
} as const;
// CONTRACT READY
