// GET /schedules/auto-publishing-monitor, PUT /posts/publish-now/:postId and
// PUT /posts/disable-auto-publishing/:postId. Another user's post is "not found"; only a scheduled
// post can be published now or taken out of automatic publishing.
import { and, eq } from 'drizzle-orm';
import { MONITOR_PER_PAGE, publishingMessages, type MonitorQuery, type MonitorRow, type PageMeta } from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { posts, type PlannerRow, type PostRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import type { MediaUrlSigner } from '../media/signed-url';
import { channelsName, presentScheduleItem } from '../posts/presenter';
import { mediaOf } from '../posts/repository';
import { toLocalTime, wallClockOf } from '../posts/zone-time';
import { MonitorRepository } from './monitor-repository';
import { autoPublishingState, implode, presentPublishedOn } from './presenter';
import type { PublishingScheduler } from './scheduler';
import { targetsOf } from './targets-repository';

export type ActionResult<T> = { outcome: 'ok'; value: T } | { outcome: 'not-found' } | { outcome: 'refused'; field: string; message: string };

export class MonitorService {
  private readonly monitor: MonitorRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly urls: MediaUrlSigner,
    private readonly scheduler: PublishingScheduler,
  ) {
    this.monitor = new MonitorRepository(db);
  }

  async list(userId: number, query: z.output<typeof MonitorQuery>): Promise<{ rows: MonitorRow[]; meta: PageMeta }> {
    const page = query.page ?? 1;
    const { rows, total } = await this.monitor.page(userId, { q: query.q || undefined, channel: query.channel, state: query.state }, this.clock(), (page - 1) * MONITOR_PER_PAGE, MONITOR_PER_PAGE);
    return {
      rows: await this.present(rows),
      meta: { total, page, per_page: MONITOR_PER_PAGE, last_page: Math.max(1, Math.ceil(total / MONITOR_PER_PAGE)) },
    };
  }

  async publishNow(userId: number, postId: number): Promise<ActionResult<MonitorRow>> {
    const found = await this.monitor.owned(userId, postId);
    if (!found) return { outcome: 'not-found' };
    if (found.post.state !== 'scheduled') return { outcome: 'refused', field: 'post', message: publishingMessages.onlyScheduled };
    if (found.post.channels.length === 0) return { outcome: 'refused', field: 'post', message: publishingMessages.noTargets };
    const now = this.clock();
    const wall = wallClockOf(now, found.post.timezone ?? found.planner.timezone);
    // The post now goes out now: the calendar and the monitor show the time it was sent.
    await this.db
      .update(posts)
      .set({ scheduled_at: now, local_time: toLocalTime(wall.date, wall.time), auto_publishing: true, updated_at: now })
      .where(and(eq(posts.id, postId), eq(posts.user_id, userId), eq(posts.state, 'scheduled')));
    await this.scheduler.sync(postId, { dueNow: true });
    // Shown as Publishing at once; the first claim keeps it so, and the aggregate takes over from there.
    await this.db
      .update(posts)
      .set({ state: 'processing', updated_at: now })
      .where(and(eq(posts.id, postId), eq(posts.state, 'scheduled')));
    const after = await this.monitor.owned(userId, postId);
    if (!after) return { outcome: 'not-found' };
    const [row] = await this.present([after]);
    return { outcome: 'ok', value: row };
  }

  async disable(userId: number, postId: number): Promise<ActionResult<null>> {
    const found = await this.monitor.owned(userId, postId);
    if (!found) return { outcome: 'not-found' };
    if (found.post.state !== 'scheduled') return { outcome: 'refused', field: 'post', message: publishingMessages.onlyScheduled };
    await this.db
      .update(posts)
      .set({ auto_publishing: false, updated_at: this.clock() })
      .where(and(eq(posts.id, postId), eq(posts.user_id, userId)));
    await this.scheduler.cancel(postId, 'auto publishing disabled by the user');
    return { outcome: 'ok', value: null };
  }

  private async present(rows: ReadonlyArray<{ post: PostRow; planner: PlannerRow }>): Promise<MonitorRow[]> {
    const now = this.clock();
    const [media, targets] = await Promise.all([mediaOf(this.db, rows.map((r) => r.post), this.urls, now), targetsOf(this.db, rows.map((r) => r.post.id))]);
    return rows.map(({ post, planner }) => {
      const own = targets.get(post.id) ?? [];
      const publishedOn = own.map(presentPublishedOn);
      const item = presentScheduleItem(post, planner.timezone, media, publishedOn);
      return {
        id: post.id,
        account: { id: planner.id, name: planner.name, desc: planner.desc, timezone: planner.timezone },
        post: item.post,
        published_on: publishedOn,
        published_on_implode: implode(own),
        channel: channelsName(post.channels),
        start_date: item.start_date,
        local_date: item.local_date,
        local_time: item.local_time,
        auto_publishing_state: autoPublishingState(post.state),
      };
    });
  }
}
