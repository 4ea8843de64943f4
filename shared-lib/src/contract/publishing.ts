// Auto publishing (spec §2 auto-publishing monitor, §3 Schedule item in monitor, §4 Auto publishing
// state, §7 monitor, publish-now and disable-auto-publishing calls).
import { z } from 'zod';
import { PageMeta } from './admin-users';
import { idParam } from './fields';
import { defineEndpoint, envelope } from './http';
import { serverMessages as m } from './messages';
import { NETWORKS, SchedulePost } from './posts';
import { PublishedOn } from './publish-target';

/** spec §4: scheduled (also 'active', shown Scheduled) → processing (shown Publishing) → published | failure. */
export const AUTO_PUBLISHING_STATES = ['scheduled', 'active', 'processing', 'published', 'failure'] as const;
export const AutoPublishingState = z.enum(AUTO_PUBLISHING_STATES);
export type AutoPublishingState = z.infer<typeof AutoPublishingState>;

export const MONITOR_PER_PAGE = 20;

export const publishingMessages = {
  onlyScheduled: 'Only a scheduled post can be changed here.',
  publishNowStarted: 'Publishing started.',
  disabled: 'Automatic publishing is off for this post.',
  noTargets: 'Choose at least one connected account for this post.',
  notConnected: (platform: string) => `Not connected to ${platform}: connect it in Account settings → Connections, then publish again.`,
  noFeature: 'Your plan does not include automatic publishing: upgrade to publish posts automatically.',
  unconfirmed: 'The network did not answer in time; checking whether the post went out.',
} as const;

/** spec §3 Schedule item in monitor. */
export const MonitorRow = z.object({
  id: z.number(),
  account: z.object({ id: z.number(), name: z.string(), desc: z.string().nullable(), timezone: z.string() }),
  /** The preview modal's post (SchedulePost) with its id, title and type. */
  post: SchedulePost,
  published_on: z.array(PublishedOn),
  /** Display names of the targets' platforms joined with ', '. */
  published_on_implode: z.string(),
  /** The post's networks joined with ', '. */
  channel: z.string(),
  /** ISO instant. */
  start_date: z.string(),
  local_date: z.string(),
  local_time: z.string(),
  auto_publishing_state: AutoPublishingState,
});
export type MonitorRow = z.infer<typeof MonitorRow>;

export const MonitorQuery = z.object({
  q: z.string().trim().max(200, m.max('q', 200)).optional(),
  channel: z.enum(NETWORKS, { error: m.invalid('channel') }).optional(),
  state: z.enum(['scheduled', 'processing', 'published', 'failure'], { error: m.invalid('state') }).optional(),
  page: z.coerce.number({ error: m.integer('page') }).int(m.integer('page')).min(1, m.invalid('page')).optional(),
});
export type MonitorQuery = z.input<typeof MonitorQuery>;

const PostParams = z.object({ postId: idParam('postId') }).strict();

export const publishingEndpoints = {
  autoPublishingMonitor: defineEndpoint({
    method: 'GET',
    path: '/schedules/auto-publishing-monitor',
    query: MonitorQuery,
    response: envelope(z.object({ rows: z.array(MonitorRow), meta: PageMeta })),
    auth: ['user'],
    feature: 'auto-publishing',
    summary: 'The user\'s auto-published posts (upcoming first, then the last 30 days), with each target\'s state, link or reason',
    tag: 'publishing',
  }),
  publishNow: defineEndpoint({
    method: 'PUT',
    path: '/posts/publish-now/:postId',
    params: PostParams,
    response: envelope(z.object({ row: MonitorRow })),
    auth: ['user'],
    feature: 'auto-publishing',
    summary: 'POST with _method=put: publishes a scheduled post now (the row turns processing at once)',
    tag: 'publishing',
  }),
  disableAutoPublishing: defineEndpoint({
    method: 'PUT',
    path: '/posts/disable-auto-publishing/:postId',
    params: PostParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
    auth: ['user'],
    feature: 'auto-publishing',
    summary: 'POST with _method=put: stops automatic publishing of a scheduled post (it stays on the calendar)',
    tag: 'publishing',
  }),
} as const;
// CONTRACT READY
