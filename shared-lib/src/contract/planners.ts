// Content planners (spec §2 accounts.list, §3 Content planner, §7 GET /accounts): create, rename, describe, colour, time zone, delete.
// Updates and deletes are PUT/DELETE routes reached by POST with `_method` (Laravel method spoofing).
import { z } from 'zod';
import { idParam, optionalText, requiredString } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';

export const PLANNER_NAME_MAX = 80;
export const PLANNER_DESC_MAX = 500;
export const PLANNER_COLOR = /^#[0-9a-f]{6}$/i;
export const PLANNER_DEFAULT_COLOR = '#7367f0';
export const PLANNER_DEFAULT_TIMEZONE = 'UTC';

let zones: ReadonlySet<string> | null = null;

/** IANA zones this runtime knows (Intl.supportedValuesOf leaves out 'UTC', which is always valid). */
export function timeZones(): ReadonlySet<string> {
  zones ??= new Set(['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])]);
  return zones;
}

export const isTimeZone = (value: string): boolean => timeZones().has(value);

// ---- what the owner reads ----

export const Planner = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  /** #rrggbb */
  color: z.string(),
  /** IANA zone the planner's posts are scheduled in. */
  timezone: z.string(),
  posts_count: z.number(),
  /** Posts scheduled from now on (any state but published). */
  upcoming_count: z.number(),
  /** ISO instant of the next upcoming post, null when none. */
  next_post_at: z.string().nullable(),
  created_at: z.string(),
});
export type Planner = z.infer<typeof Planner>;

// ---- request fields ----

const colorField = z
  .string({ error: m.string('color') })
  .trim()
  .regex(PLANNER_COLOR, m.format('color'))
  .transform((v) => v.toLowerCase());
const timezoneField = z
  .string({ error: m.string('timezone') })
  .trim()
  .refine(isTimeZone, m.invalid('timezone'));

/**
 * A planner as created or replaced. color and timezone may be left out: on create they default to
 * #7367f0 and UTC, on update the current ones are kept. A missing or empty desc clears it.
 */
export const PlannerRequest = z.object({
  name: requiredString('name', PLANNER_NAME_MAX),
  desc: optionalText('desc', PLANNER_DESC_MAX),
  color: colorField.optional(),
  timezone: timezoneField.optional(),
});
export type PlannerRequest = z.input<typeof PlannerRequest>;

export const PlannerParams = z.object({ id: idParam('id') }).strict();

/** What went with a deleted planner, so the UI can say so. */
export const PlannerDeleted = z.object({
  success: z.literal(true),
  deleted: z.object({ posts: z.number(), share_links: z.number() }),
});
export type PlannerDeleted = z.infer<typeof PlannerDeleted>;

const OnePlanner = envelope(z.object({ account: Planner }));

export const plannersEndpoints = {
  accounts: defineEndpoint({
    method: 'GET',
    path: '/accounts',
    response: envelope(z.object({ accounts: z.array(Planner) })),
    auth: ['user'],
    summary: "The signed-in user's content planners (spec §7 data.accounts), by name, with post counts",
    tag: 'planners',
  }),
  account: defineEndpoint({
    method: 'GET',
    path: '/accounts/:id',
    params: PlannerParams,
    response: OnePlanner,
    auth: ['user'],
    summary: 'One of my planners (404 for anyone else)',
    tag: 'planners',
  }),
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/accounts',
    body: PlannerRequest,
    response: OnePlanner,
    auth: ['user'],
    summary: 'Creates a planner: name (≤ 80), desc (≤ 500), color #rrggbb, timezone (IANA)',
    tag: 'planners',
  }),
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/accounts/:id',
    params: PlannerParams,
    body: PlannerRequest,
    response: OnePlanner,
    auth: ['user'],
    summary: "POST with _method=put: replaces a planner; a new timezone keeps posts' local wall-clock times and moves their instants",
    tag: 'planners',
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/accounts/:id',
    params: PlannerParams,
    response: PlannerDeleted,
    auth: ['user'],
    summary: 'POST with _method=delete: deletes a planner with its posts and share links; answers how many went with it',
    tag: 'planners',
  }),
} as const;
// CONTRACT READY
