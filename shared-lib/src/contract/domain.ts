// Constants of the product (spec §3, §6, §9) shared by the API and every app.
import { z } from 'zod';

export const ROLES = ['user', 'admin', 'staff'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** The wider translation list; the locale switch offers en and ar (spec §1, §9). */
export const LOCALES = ['en', 'ar', 'fr', 'de', 'pt'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const RTL_LOCALES: ReadonlyArray<Locale> = ['ar'];

/** Gated feature keys (spec §6). */
export const FEATURE_KEYS = [
  'brainstorm',
  'knowledge-base',
  'content-creator',
  'spin-wheel',
  'custom-checklist',
  'elements',
  'insights',
  'video-creator',
  'schedule-monitor',
  'custom-idea-generator',
  'virtual-assistant',
  'auto-publishing',
  'pre_made.checklists',
  'twitter.trends',
  'ad.library',
] as const;
export const FeatureKey = z.enum(FEATURE_KEYS);
export type FeatureKey = z.infer<typeof FeatureKey>;

/** Narrows a stored key (a database text column) to the gated keys the product knows. */
export const isFeatureKey = (key: unknown): key is FeatureKey => (FEATURE_KEYS as readonly unknown[]).includes(key);
