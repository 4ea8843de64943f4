// Contract-shaped answers for the planner tests.
import type { Planner, ScheduleItem, SharedPost } from '@cadence/shared-lib/contract';

export function makePlanner(overrides: Partial<Planner> = {}): Planner {
  return {
    id: 3,
    name: 'Bakery',
    desc: 'Posts for the bakery',
    color: '#fa8c16',
    timezone: 'Europe/Berlin',
    posts_count: 12,
    upcoming_count: 4,
    next_post_at: '2026-03-30T07:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type SchedulePostInput = Partial<ScheduleItem['post']>;

/** A scheduled post at `instant` (UTC) whose wall clock in the planner's zone is `local` ('YYYY-MM-DDTHH:mm'). */
export function makeItem(id: number, instant: string, local: string, post: SchedulePostInput = {}): ScheduleItem {
  const caption = post.caption ?? `Caption of post ${id}`;
  return {
    id,
    start_date: instant,
    local_date: local.slice(0, 10),
    local_time: local.slice(11, 16),
    post: {
      id,
      title: null,
      type: 'text',
      state: 'scheduled',
      caption,
      variants: {},
      channels: ['facebook', 'linkedin'],
      channelsName: 'Facebook, LinkedIn',
      data: { caption, image: null, url: null },
      meta: null,
      media: [],
      first_comment: null,
      review_status: 'none',
      ...post,
    },
  };
}

export const ACCOUNT = { id: 3, name: 'Bakery', desc: null, color: '#fa8c16', timezone: 'Europe/Berlin', user: { full_name: 'Nora Owner' } };

export function scheduleAnswer(schedule: ScheduleItem[], account = ACCOUNT) {
  return { account, schedule, unscheduled: [] };
}

export function makeSharedPost(id: number, instant: string, overrides: Partial<SharedPost> = {}): SharedPost {
  return {
    id,
    title: null,
    type: 'text',
    state: 'scheduled',
    scheduled_at: instant,
    local_time: null,
    timezone: 'Europe/Berlin',
    channels: ['instagram'],
    caption: `Shared caption ${id}`,
    variants: {},
    media: [],
    link_url: null,
    link_meta: null,
    review_status: 'none',
    account: { name: 'Bakery', color: '#fa8c16' },
    ...overrides,
  };
}

/** The editor-shaped post the reschedule and duplicate calls answer. */
export function makeDetail(id: number, date: string | null, time: string | null) {
  return {
    id,
    planner_id: 3,
    planner: { id: 3, name: 'Bakery', color: '#fa8c16', timezone: 'Asia/Tokyo' },
    state: 'scheduled' as const,
    type: 'text' as const,
    title: null,
    caption: 'x',
    variants: {},
    media_ids: [],
    media: [],
    link_url: null,
    link_meta: null,
    channels: [],
    account_ids: [],
    auto_publishing: true,
    publishing: [],
    first_comment: null,
    date,
    time,
    scheduled_at: null,
    timezone: 'Asia/Tokyo',
    review_status: 'none' as const,
    updated_at: '2026-03-01T00:00:00.000Z',
  };
}
