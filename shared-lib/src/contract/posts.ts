// Posts and schedules (spec §2 schedules.account, posts.create/edit, posts.queue; §3 Post preview; §7 GET /schedules/{id}, POST /posts/{postId} _method delete).
// Updates and deletes are PUT/DELETE routes reached by POST with `_method` (Laravel method spoofing).
import { z } from 'zod';
import { PageMeta } from './admin-users';
import { idParam, optionalText } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { LinkPreviewMeta, PostMedia } from './post-media';
import { PublishedOn } from './publish-target';
import { ReviewStatus } from './shares';

// ---- networks ----

export const NETWORKS = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export const Network = z.enum(NETWORKS);
export type Network = z.infer<typeof Network>;

/** Characters each network accepts in a post's text; the editor counts against the same numbers. */
export const NETWORK_LIMITS: Readonly<Record<Network, number>> = { facebook: 63206, instagram: 2200, linkedin: 3000, twitter: 280 };
/** Display names (channelsName joins them). */
export const NETWORK_NAMES: Readonly<Record<Network, string>> = { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', twitter: 'Twitter' };

/** How long a text is for the networks' limits: characters (code points), so an emoji counts once. */
export const networkTextLength = (text: string): number => Array.from(text).length;

/** The text a network receives: its variant, or else the caption. */
export const effectiveText = (caption: string, variants: PostVariants, network: Network): string => variants[network] || caption;

export const CAPTION_MAX = NETWORK_LIMITS.facebook;
export const POST_TITLE_MAX = 120;
export const FIRST_COMMENT_MAX = 2200;
export const POST_IMAGES_MAX = 10;
export const LINK_URL_MAX = 2048;
/** Longest window GET /schedules/:id answers. */
export const SCHEDULE_WINDOW_MAX_DAYS = 62;
export const QUEUE_PER_PAGE = 20;

export const POST_STATES = ['draft', 'scheduled', 'processing', 'published', 'failure'] as const;
export const PostState = z.enum(POST_STATES);
export type PostState = z.infer<typeof PostState>;
/** The states a user picks in the editor; the others are reached by publishing (issue 6). */
export const EDITABLE_POST_STATES = ['draft', 'scheduled'] as const;
export const POST_TYPES = ['text', 'image', 'video', 'link'] as const;
export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

/** Refusals of the post editor and calendar (422). */
export const postMessages = {
  captionRequired: 'The caption field is required when the post has no media and no link.',
  networkLimit: (network: Network) => `The ${NETWORK_NAMES[network]} text must not be greater than ${NETWORK_LIMITS[network]} characters.`,
  instagramNeedsMedia: 'Instagram needs an image or a video.',
  videoAlone: 'A video must be the only media of a post.',
  tooManyImages: `A post can have up to ${POST_IMAGES_MAX} images.`,
  /** spec §5 url rule. */
  urlInvalid: 'URL is invalid',
  requiredWhenScheduled: (field: 'date' | 'time') => m.requiredIf(field, 'state', 'scheduled'),
  timeRequiredWithDate: 'The time field is required when date is present.',
  dateRequiredWithTime: 'The date field is required when time is present.',
  inThePast: 'The date and time must be in the future.',
  /** The local time falls in a daylight-saving gap (clocks jump forward over it). */
  nonexistentTime: (date: string, time: string, timezone: string) =>
    `${time} on ${date} does not exist in ${timezone} (the clocks move forward): choose another time.`,
  notEditable: 'This post is being published or has been published, so it cannot be changed.',
  windowOrder: 'The to field must be a date after or equal to from.',
  windowTooLong: `The date window must not be longer than ${SCHEDULE_WINDOW_MAX_DAYS} days.`,
  windowBoth: 'The from and to fields must be given together.',
} as const;

// ---- request fields ----

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date 'YYYY-MM-DD' (2026-02-30 is refused). */
export const isCalendarDate = (v: string): boolean => {
  if (!DATE.test(v)) return false;
  const [y, mo, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

const dateField = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.dateFormat(field, 'Y-m-d')) })
    .refine(isCalendarDate, m.dateFormat(field, 'Y-m-d'));
const timeField = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.dateFormat(field, 'H:i')) })
    .regex(TIME, m.dateFormat(field, 'H:i'));

/** http(s) with a host name that has a dot (spec §5 url rule: "must look like a host name"). */
const HTTP_URL = z.url({ protocol: /^https?$/, hostname: /^[^.]+(\.[^.]+)+$/ });
const isHttpUrl = (v: string): boolean => HTTP_URL.safeParse(v).success;

/** A network text, checked against that network's limit. */
const variantField = (network: Network) =>
  z
    .string({ error: m.string(`variants.${network}`) })
    .refine((v) => networkTextLength(v) <= NETWORK_LIMITS[network], postMessages.networkLimit(network))
    .optional();

/** Per-network texts; '' means "no variant" (the caption is used) and is dropped. */
export const PostVariants = z
  .object({
    facebook: variantField('facebook'),
    instagram: variantField('instagram'),
    linkedin: variantField('linkedin'),
    twitter: variantField('twitter'),
  })
  .strict()
  .transform((v): PostVariants => Object.fromEntries(Object.entries(v).filter(([, text]) => Boolean(text))));
export type PostVariants = Partial<Record<Network, string>>;

/** The link card as sent back by the editor (api-media's preview), capped so a client cannot store a novel. */
const LinkMetaInput = LinkPreviewMeta.extend({
  title: z.string().max(500).nullable(),
  description: z.string().max(2000).nullable(),
  host: z.string().max(255),
  image: z.string().max(LINK_URL_MAX).nullable(),
}).strict();

/**
 * A whole post as created or replaced. `date`/`time` are the wall clock in the planner's zone; the
 * server turns them into an instant (and refuses a time a daylight-saving gap skips).
 */
export const PostRequest = z
  .object({
    caption: z
      .string({ error: m.string('caption') })
      .trim()
      .refine((v) => networkTextLength(v) <= CAPTION_MAX, m.max('caption', CAPTION_MAX))
      .default(''),
    variants: PostVariants.default({}),
    title: optionalText('title', POST_TITLE_MAX),
    media_ids: z
      .array(z.number({ error: m.integer('media_ids') }).int(m.integer('media_ids')).positive(m.invalid('media_ids')), { error: m.invalid('media_ids') })
      .max(POST_IMAGES_MAX, postMessages.tooManyImages)
      .default([]),
    link_url: optionalText('link_url', LINK_URL_MAX).refine((v) => v === null || isHttpUrl(v), postMessages.urlInvalid),
    link_meta: LinkMetaInput.nullish().transform((v) => v ?? null),
    channels: z.array(z.enum(NETWORKS, { error: m.invalid('channels') }), { error: m.invalid('channels') }).default([]),
    /** Connected accounts picked for the chosen networks; a chosen network with none picked goes to all its accounts. */
    account_ids: z
      .array(z.number({ error: m.integer('account_ids') }).int(m.integer('account_ids')).positive(m.invalid('account_ids')), { error: m.invalid('account_ids') })
      .max(50, m.invalid('account_ids'))
      .default([]),
    first_comment: optionalText('first_comment', FIRST_COMMENT_MAX),
    state: z.enum(EDITABLE_POST_STATES, { error: m.invalid('state') }).default('draft'),
    date: dateField('date').nullish().transform((v) => v ?? null),
    time: timeField('time').nullish().transform((v) => v ?? null),
  })
  .strict()
  .superRefine((post, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (post.caption === '' && post.media_ids.length === 0 && post.link_url === null) issue(['caption'], postMessages.captionRequired);
    for (const network of post.channels) {
      if (post.variants[network]) continue; // the variant itself was checked against the limit
      if (networkTextLength(post.caption) > NETWORK_LIMITS[network]) issue(['caption'], postMessages.networkLimit(network));
    }
    if (post.channels.includes('instagram') && post.media_ids.length === 0) issue(['channels'], postMessages.instagramNeedsMedia);
    post.channels.forEach((c, i) => {
      if (post.channels.indexOf(c) !== i) issue(['channels', i], m.distinct(`channels.${i}`));
    });
    post.media_ids.forEach((id, i) => {
      if (post.media_ids.indexOf(id) !== i) issue(['media_ids', i], m.distinct(`media_ids.${i}`));
    });
    if (post.state === 'scheduled') {
      if (post.date === null) issue(['date'], postMessages.requiredWhenScheduled('date'));
      if (post.time === null) issue(['time'], postMessages.requiredWhenScheduled('time'));
    } else {
      if (post.date !== null && post.time === null) issue(['time'], postMessages.timeRequiredWithDate);
      if (post.time !== null && post.date === null) issue(['date'], postMessages.dateRequiredWithTime);
    }
  });
export type PostRequest = z.input<typeof PostRequest>;

/** The calendar's drag (or the queue's quick reschedule): a new local date and time; the state stays. */
export const RescheduleRequest = z.object({ date: dateField('date'), time: timeField('time') }).strict();
export type RescheduleRequest = z.input<typeof RescheduleRequest>;

// ---- what the API answers ----

export const PostPlanner = z.object({ id: z.number(), name: z.string(), color: z.string(), timezone: z.string() });
export type PostPlanner = z.infer<typeof PostPlanner>;

/** A post as the editor loads it. `date`/`time`: wall clock in `timezone` (the planner's), null when unscheduled. */
export const PostDetail = z.object({
  id: z.number(),
  planner_id: z.number(),
  planner: PostPlanner,
  state: PostState,
  type: PostType,
  title: z.string().nullable(),
  caption: z.string(),
  variants: z.partialRecord(Network, z.string()),
  media_ids: z.array(z.number()),
  media: z.array(PostMedia),
  link_url: z.string().nullable(),
  link_meta: LinkPreviewMeta.nullable(),
  channels: z.array(z.string()),
  account_ids: z.array(z.number()),
  /** false once "disable auto publishing" was used. */
  auto_publishing: z.boolean(),
  /** One entry per connected account the post goes (or went) to. */
  publishing: z.array(PublishedOn),
  first_comment: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  /** ISO instant (UTC). */
  scheduled_at: z.string().nullable(),
  timezone: z.string(),
  review_status: ReviewStatus,
  updated_at: z.string(),
});
export type PostDetail = z.infer<typeof PostDetail>;

/** spec §3 Post preview. */
export const SchedulePost = z.object({
  id: z.number(),
  title: z.string().nullable(),
  type: PostType,
  state: PostState,
  caption: z.string(),
  variants: z.partialRecord(Network, z.string()),
  channels: z.array(z.string()),
  /** Display names joined with ', '. */
  channelsName: z.string(),
  data: z.object({ caption: z.string(), image: z.string().nullable(), url: z.string().nullable() }),
  meta: LinkPreviewMeta.nullable(),
  media: z.array(PostMedia),
  first_comment: z.string().nullable(),
  review_status: ReviewStatus,
  /** Delivery per connected account (link when published, reason when failed); absent in shared views. */
  publishing: z.array(PublishedOn).optional(),
});
export type SchedulePost = z.infer<typeof SchedulePost>;

export const ScheduleItem = z.object({
  id: z.number(),
  /** ISO instant (UTC). */
  start_date: z.string(),
  /** Wall clock in the planner's zone. */
  local_date: z.string(),
  local_time: z.string(),
  post: SchedulePost,
});
export type ScheduleItem = z.infer<typeof ScheduleItem>;

/** A draft with no date yet (listed beside the calendar). */
export const UnscheduledItem = z.object({ id: z.number(), post: SchedulePost });
export type UnscheduledItem = z.infer<typeof UnscheduledItem>;

export const ScheduleAccount = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  color: z.string(),
  timezone: z.string(),
  user: z.object({ full_name: z.string() }),
});
export type ScheduleAccount = z.infer<typeof ScheduleAccount>;

export const QueueItem = ScheduleItem.extend({ planner: PostPlanner });
export type QueueItem = z.infer<typeof QueueItem>;

// ---- endpoints ----

const PostParams = z.object({ postId: idParam('postId') }).strict();
const PlannerParams = z.object({ plannerId: idParam('plannerId') }).strict();
const OnePost = envelope(z.object({ post: PostDetail }));

export const ScheduleQuery = z
  .object({
    from: dateField('from').optional(),
    to: dateField('to').optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: postMessages.windowBoth });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: postMessages.windowOrder });
    else if (days > SCHEDULE_WINDOW_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: postMessages.windowTooLong });
  });
export type ScheduleQuery = z.input<typeof ScheduleQuery>;

export const QueueQuery = z.object({
  planner: idParam('planner').optional(),
  channel: z.enum(NETWORKS, { error: m.invalid('channel') }).optional(),
  state: z.enum(POST_STATES, { error: m.invalid('state') }).optional(),
  page: z.coerce.number({ error: m.integer('page') }).int(m.integer('page')).min(1, m.invalid('page')).optional(),
});
export type QueueQuery = z.input<typeof QueueQuery>;

export const postsEndpoints = {
  createPost: defineEndpoint({
    method: 'POST',
    path: '/posts/create/:plannerId',
    params: PlannerParams,
    body: PostRequest,
    response: OnePost,
    auth: ['user'],
    summary: 'Creates a post in one of the user\'s planners (date and time in the planner\'s zone)',
    tag: 'posts',
  }),
  postsQueue: defineEndpoint({
    method: 'GET',
    path: '/posts/queue',
    query: QueueQuery,
    response: envelope(z.object({ posts: z.array(QueueItem), meta: PageMeta })),
    auth: ['user'],
    summary: 'Upcoming posts across the user\'s planners (from now on, plus drafts with a date), by time, 20 a page',
    tag: 'posts',
  }),
  showPost: defineEndpoint({
    method: 'GET',
    path: '/posts/:postId',
    params: PostParams,
    response: OnePost,
    auth: ['user'],
    summary: 'One post of the user, as the editor loads it',
    tag: 'posts',
  }),
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/posts/:postId',
    params: PostParams,
    body: PostRequest,
    response: OnePost,
    auth: ['user'],
    summary: 'POST with _method=put: replaces the post (not while it is being published or once published)',
    tag: 'posts',
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    path: '/posts/:postId',
    params: PostParams,
    response: z.object({ success: z.literal(true) }),
    auth: ['user'],
    summary: 'POST with _method=delete: deletes the post (spec §7)',
    tag: 'posts',
  }),
  duplicatePost: defineEndpoint({
    method: 'POST',
    path: '/posts/:postId/duplicate',
    params: PostParams,
    response: OnePost,
    auth: ['user'],
    summary: 'Copies the post as a draft in the same planner, at the same local time (or none)',
    tag: 'posts',
  }),
  reschedulePost: defineEndpoint({
    method: 'PUT',
    path: '/posts/:postId/reschedule',
    params: PostParams,
    body: RescheduleRequest,
    response: OnePost,
    auth: ['user'],
    summary: 'POST with _method=put: moves the post to a local date and time (the calendar\'s drag); the state stays',
    tag: 'posts',
  }),
  schedule: defineEndpoint({
    method: 'GET',
    path: '/schedules/:id',
    params: z.object({ id: idParam('id') }).strict(),
    query: ScheduleQuery,
    response: envelope(z.object({ account: ScheduleAccount, schedule: z.array(ScheduleItem), unscheduled: z.array(UnscheduledItem) })),
    auth: ['user'],
    summary: 'A planner\'s posts in a window of local dates (≤ 62 days; default: the current month in its zone), plus its undated drafts',
    tag: 'schedules',
  }),
} as const;
// CONTRACT READY
