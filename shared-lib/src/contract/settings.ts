// Public settings read by the login screen (spec §3 "Settings value", §7).
import { z } from 'zod';
import { defineEndpoint, envelope } from './http';
import { LOCALES } from './domain';
import { User } from './user';

export const PUBLIC_SETTING_KEYS = ['auth_image', 'product_name', 'support_email', 'maintenance_mode', 'maintenance_message'] as const;

export const SettingsQuery = z
  .object({
    keys: z
      .string({ error: 'The keys field is required.' })
      .min(1, 'The keys field is required.')
      .refine(
        (v) => v.split(',').every((k) => (PUBLIC_SETTING_KEYS as readonly string[]).includes(k.trim())),
        'The selected keys is invalid.',
      ),
  })
  .strict();

/** Only the keys asked for are present; unset values are null (maintenance_mode: false). */
export const SettingsData = z.object({
  auth_image: z.string().nullable().optional(),
  product_name: z.string().nullable().optional(),
  support_email: z.string().nullable().optional(),
  maintenance_mode: z.boolean().optional(),
  maintenance_message: z.string().nullable().optional(),
});
export type SettingsData = z.infer<typeof SettingsData>;

export const settingsEndpoints = {
  publicSettings: defineEndpoint({
    method: 'GET',
    path: '/settings',
    query: SettingsQuery,
    response: envelope(SettingsData),
    auth: 'public',
    summary: 'Public settings by key: auth_image, product_name, support_email, maintenance_mode, maintenance_message',
    tag: 'settings',
  }),
  setLocale: defineEndpoint({
    method: 'PUT',
    path: '/account-settings/locale/:locale',
    params: z.object({ locale: z.enum(LOCALES, { error: 'The selected locale is invalid.' }) }).strict(),
    response: envelope(z.object({ user: User })),
    auth: 'user',
    summary: "Saves the user's locale",
    tag: 'account-settings',
  }),
} as const;
