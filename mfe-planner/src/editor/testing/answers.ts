// Contract-shaped answers for the editor and queue tests.
import type { CallResult } from '@cadence/shared-lib';

type Post = CallResult<'showPost'>['data']['post'];
type Planner = CallResult<'account'>['data']['account'];
type QueueEntry = CallResult<'postsQueue'>['data']['posts'][number];

export function makePlanner(overrides: Partial<Planner> = {}): Planner {
  return {
    id: 3,
    name: 'Bakery Berlin',
    desc: null,
    color: '#ff9f43',
    timezone: 'Europe/Berlin',
    posts_count: 0,
    upcoming_count: 0,
    next_post_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 41,
    planner_id: 3,
    planner: { id: 3, name: 'Bakery Berlin', color: '#ff9f43', timezone: 'Europe/Berlin' },
    state: 'scheduled',
    type: 'text',
    title: null,
    caption: 'Fresh bread every morning',
    variants: {},
    media_ids: [],
    media: [],
    link_url: null,
    link_meta: null,
    channels: ['facebook'],
    account_ids: [],
    auto_publishing: true,
    publishing: [],
    first_comment: null,
    date: '2026-12-01',
    time: '09:30',
    scheduled_at: '2026-12-01T08:30:00.000Z',
    timezone: 'Europe/Berlin',
    review_status: 'none',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeMedia(id: number, kind: 'image' | 'video' = 'image') {
  return { id, kind, url: `/media/show/post-${id}.${kind === 'image' ? 'png' : 'mp4'}`, mime: kind === 'image' ? 'image/png' : 'video/mp4', size: 2048, width: 640, height: 480 };
}

export function makeQueueEntry(id: number, overrides: { caption?: string; date?: string; time?: string; state?: QueueEntry['post']['state']; planner?: QueueEntry['planner']; channels?: string[]; review?: QueueEntry['post']['review_status'] } = {}): QueueEntry {
  const date = overrides.date ?? '2026-12-01';
  const time = overrides.time ?? '09:30';
  const caption = overrides.caption ?? `Post number ${id}`;
  const channels = overrides.channels ?? ['facebook'];
  return {
    id,
    start_date: `${date}T08:30:00.000Z`,
    local_date: date,
    local_time: time,
    planner: overrides.planner ?? { id: 3, name: 'Bakery Berlin', color: '#ff9f43', timezone: 'Europe/Berlin' },
    post: {
      id,
      title: null,
      type: 'text',
      state: overrides.state ?? 'scheduled',
      caption,
      variants: {},
      channels,
      channelsName: channels.join(', '),
      data: { caption, image: null, url: null },
      meta: null,
      media: [],
      first_comment: null,
      review_status: overrides.review ?? 'none',
    },
  };
}
