// Account settings (spec §2 "Account settings", §3 information profile and settings payload, §7).
import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { newPasswordField, optionalText, PHONE } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { User } from './user';

export const AVATAR_MAX_KB = 800;
export const AVATAR_TYPES = ['jpg', 'png'] as const;

export const InformationProfile = z.object({
  bio: z.string().nullable(),
  birth_date: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
});
export type InformationProfile = z.infer<typeof InformationProfile>;

export const NotificationSettings = z.object({ email: z.object({ post_reminder: z.boolean() }) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const AccountSettingsData = z.object({
  user: User,
  information: InformationProfile,
  notifications: NotificationSettings,
});
export type AccountSettingsData = z.infer<typeof AccountSettingsData>;

/**
 * The text fields of the multipart general form; `avatar` travels as a file part next to them.
 * Not strict on purpose: extra fields (a `role`, say) are ignored, never applied.
 * Only role user may change full_name and avatar; phone and gender are accepted from every role.
 */
export const UpdateGeneralRequest = z.object({
  full_name: z
    .string({ error: m.string('full_name') })
    .trim()
    .min(1, m.required('full_name'))
    .max(255, m.max('full_name', 255))
    .optional(),
  phone: optionalText('phone', 32).refine((v) => v === null || PHONE.test(v), m.format('phone')),
  gender: z
    .union([z.enum(['male', 'female']), z.literal('')], { error: m.invalid('gender') })
    .nullish()
    .transform((v) => (v ? v : null)),
  avatar: z.unknown().optional(),
});
export type UpdateGeneralRequest = z.input<typeof UpdateGeneralRequest>;

export const UpdateSecurityRequest = z
  .object({
    old_password: z.string({ error: m.required('old_password') }).min(1, m.required('old_password')),
    password: newPasswordField('password'),
    password_confirmation: z.string({ error: m.required('password_confirmation') }),
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, { message: m.confirmed('password'), path: ['password'] });
export type UpdateSecurityRequest = z.input<typeof UpdateSecurityRequest>;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written Y-m-d. */
export function isYmdDate(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
/** "Looks like a host name", with an optional http(s) scheme (spec §5 url rule). */
export const WEBSITE = /^(https?:\/\/)?([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}(:\d{1,5})?([/?#]\S*)?$/;

export const UpdateInformationRequest = z
  .object({
    bio: optionalText('bio', 1000),
    birth_date: optionalText('birth_date', 10)
      .refine((v) => v === null || isYmdDate(v), m.dateFormat('birth_date', 'Y-m-d'))
      .refine((v) => v === null || v < new Date().toISOString().slice(0, 10), m.dateBefore('birth_date', 'today')),
    country: optionalText('country', 2)
      .transform((v) => (v ? v.toUpperCase() : null))
      .refine((v) => v === null || (COUNTRY_CODES as readonly string[]).includes(v), m.invalid('country')),
    website: optionalText('website', 255).refine((v) => v === null || WEBSITE.test(v), m.url('website')),
  })
  .strict();
export type UpdateInformationRequest = z.input<typeof UpdateInformationRequest>;

export const UpdateNotificationsRequest = z
  .object({
    notifications: z
      .object(
        {
          email: z
            .object(
              { post_reminder: z.boolean({ error: m.boolean('notifications.email.post_reminder') }) },
              { error: m.required('notifications.email') },
            )
            .strict(),
        },
        { error: m.required('notifications') },
      )
      .strict(),
  })
  .strict();
export type UpdateNotificationsRequest = z.input<typeof UpdateNotificationsRequest>;

export const SessionInfo = z.object({
  id: z.number(),
  name: z.string(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

const Success = z.object({ success: z.literal(true) });

export const accountSettingsEndpoints = {
  accountSettings: defineEndpoint({
    method: 'GET',
    path: '/account-settings',
    response: envelope(AccountSettingsData),
    auth: 'user',
    summary: 'The signed-in user with the information profile and notification settings',
    tag: 'account-settings',
  }),
  updateGeneral: defineEndpoint({
    method: 'PUT',
    path: '/account-settings/general',
    body: UpdateGeneralRequest,
    response: z.object({ success: z.literal(true), data: z.object({ user: User }) }),
    auth: 'user',
    summary: 'Multipart (POST with _method=put): full_name, phone, gender and an avatar file (jpg or png, at most 800 kB)',
    tag: 'account-settings',
  }),
  updateSecurity: defineEndpoint({
    method: 'PUT',
    path: '/account-settings/security',
    body: UpdateSecurityRequest,
    response: Success,
    auth: 'user',
    summary: "Changes the password and revokes the user's other tokens",
    tag: 'account-settings',
  }),
  updateInformation: defineEndpoint({
    method: 'PUT',
    path: '/account-settings/information',
    body: UpdateInformationRequest,
    response: Success,
    auth: ['user'],
    summary: 'Saves the information profile (users only)',
    tag: 'account-settings',
  }),
  updateNotifications: defineEndpoint({
    method: 'PUT',
    path: '/account-settings/notifications',
    body: UpdateNotificationsRequest,
    response: z.object({ success: z.literal(1) }),
    auth: ['user'],
    summary: 'Saves the notification settings (users only)',
    tag: 'account-settings',
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/account-settings/sessions',
    response: envelope(z.object({ sessions: z.array(SessionInfo) })),
    auth: 'user',
    summary: "The user's active sessions (access tokens), newest first",
    tag: 'account-settings',
  }),
  revokeSession: defineEndpoint({
    method: 'DELETE',
    path: '/account-settings/sessions/:id',
    params: z.object({ id: z.coerce.number({ error: m.invalid('id') }).int(m.invalid('id')).positive(m.invalid('id')) }).strict(),
    response: Success,
    auth: 'user',
    summary: 'Revokes one of the user’s sessions (404 when it is not theirs)',
    tag: 'account-settings',
  }),
} as const;
