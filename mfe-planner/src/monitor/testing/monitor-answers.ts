// Contract-shaped monitor answers for the monitor, widget and preview tests.
import type { MonitorRow, PublishedOn } from '@cadence/shared-lib/contract';

export function makeTarget(id: number, overrides: Partial<PublishedOn> = {}): PublishedOn {
  return {
    target_id: id,
    platform: 'facebook',
    link: null,
    identifier_name: 'Bakery Page',
    state: 'scheduled',
    error: null,
    action: null,
    attempts: 0,
    next_attempt_at: null,
    published_at: null,
    ...overrides,
  };
}

export interface RowInput {
  state?: MonitorRow['auto_publishing_state'];
  caption?: string;
  targets?: PublishedOn[];
  account?: Partial<MonitorRow['account']>;
  post?: Partial<MonitorRow['post']>;
}

/** A row of post `id` due 2026-12-01 09:30 in Berlin (08:30 UTC). */
export function makeRow(id: number, input: RowInput = {}): MonitorRow {
  const caption = input.caption ?? `Post number ${id}`;
  const targets = input.targets ?? [makeTarget(id * 10)];
  return {
    id: id + 1000,
    account: { id: 3, name: 'Bakery Berlin', desc: 'Bread and cakes', timezone: 'Europe/Berlin', ...input.account },
    post: {
      id,
      title: null,
      type: 'text',
      state: 'scheduled',
      caption,
      variants: {},
      channels: [...new Set(targets.map((t) => t.platform))],
      channelsName: 'Facebook',
      data: { caption, image: null, url: null },
      meta: null,
      media: [],
      first_comment: null,
      review_status: 'none',
      ...input.post,
    },
    published_on: targets,
    published_on_implode: 'Facebook',
    channel: 'facebook',
    start_date: '2026-12-01T08:30:00.000Z',
    local_date: '2026-12-01',
    local_time: '09:30',
    auto_publishing_state: input.state ?? 'scheduled',
  };
}

export const monitorMeta = (total: number, page = 1) => ({ total, page, per_page: 20, last_page: Math.max(1, Math.ceil(total / 20)) });

export const monitorAnswer = (rows: MonitorRow[], total = rows.length, page = 1) => ({ rows, meta: monitorMeta(total, page) });
