// Admin users back office (/admin/users): list with search, filters and pagination, and actions.
import { z } from 'zod';
import { ROLES } from './domain';
import { emailField, idParam, newPasswordField, optionalText, PHONE, requiredString } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

export const AdminUserRow = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  avatar: z.string().nullable(),
  locale: z.string(),
  email_verified_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
  /** Name of the current plan, null without a subscription. */
  plan: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

const flag = (field: string) => z.enum(['true', 'false'], { error: m.invalid(field) }).optional();

export const ADMIN_USERS_MAX_PER_PAGE = 100;

export const AdminUsersQuery = z
  .object({
    q: z.string({ error: m.string('q') }).trim().max(255, m.max('q', 255)).optional(),
    role: z.enum(ROLES, { error: m.invalid('role') }).optional(),
    verified: flag('verified'),
    approved: flag('approved'),
    suspended: flag('suspended'),
    page: z.coerce.number({ error: m.integer('page') }).int(m.integer('page')).min(1, m.invalid('page')).optional(),
    per_page: z.coerce
      .number({ error: m.integer('per_page') })
      .int(m.integer('per_page'))
      .min(1, m.invalid('per_page'))
      .max(ADMIN_USERS_MAX_PER_PAGE, m.invalid('per_page'))
      .optional(),
  })
  .strict();
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const PageMeta = z.object({ total: z.number(), page: z.number(), per_page: z.number(), last_page: z.number() });
export type PageMeta = z.infer<typeof PageMeta>;

export const CreateStaffRequest = z
  .object({
    full_name: requiredString('full_name'),
    email: emailField('email'),
    phone: optionalText('phone', 32).refine((v) => v === null || PHONE.test(v), m.format('phone')),
    password: newPasswordField('password'),
  })
  .strict();
export type CreateStaffRequest = z.input<typeof CreateStaffRequest>;

export const ChangeRoleRequest = z.object({ role: z.enum(ROLES, { error: m.invalid('role') }) }).strict();
export type ChangeRoleRequest = z.input<typeof ChangeRoleRequest>;

const UserIdParams = z.object({ id: idParam('id') }).strict();
const OneUser = envelope(z.object({ user: AdminUserRow }));

export const adminUsersEndpoints = {
  adminUsers: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    query: AdminUsersQuery,
    response: envelope(z.object({ users: z.array(AdminUserRow), meta: PageMeta })),
    auth: ['admin'],
    summary: 'Users, newest first: q searches name, email and phone; filters role, verified, approved, suspended',
    tag: 'admin-users',
  }),
  adminCreateStaff: defineEndpoint({
    method: 'POST',
    path: '/admin/users',
    body: CreateStaffRequest,
    response: OneUser,
    auth: ['admin'],
    summary: 'Creates a staff member (verified and approved)',
    tag: 'admin-users',
  }),
  adminApproveUser: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/approve',
    params: UserIdParams,
    response: OneUser,
    auth: ['admin'],
    summary: 'Approves the user and emails them',
    tag: 'admin-users',
  }),
  adminSuspendUser: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/suspend',
    params: UserIdParams,
    response: OneUser,
    auth: ['admin'],
    summary: "Suspends the user (their tokens stop working); not one's own account",
    tag: 'admin-users',
  }),
  adminRestoreUser: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/restore',
    params: UserIdParams,
    response: OneUser,
    auth: ['admin'],
    summary: 'Lifts a suspension',
    tag: 'admin-users',
  }),
  adminChangeRole: defineEndpoint({
    method: 'PUT',
    path: '/admin/users/:id/role',
    params: UserIdParams,
    body: ChangeRoleRequest,
    response: OneUser,
    auth: ['admin'],
    summary: "Changes the user's role; an admin cannot demote themself",
    tag: 'admin-users',
  }),
} as const;
