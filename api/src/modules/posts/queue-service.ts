// GET /posts/queue: upcoming posts across the user's planners, each with its planner. Filtering by
// another user's planner answers "not found" (null), like every other endpoint.
import { QUEUE_PER_PAGE, type PageMeta, type QueueItem, type QueueQuery } from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { PlannersRepository } from '../planners/repository';
import { presentPlanner, presentScheduleItem } from './presenter';
import { QueueRepository } from './queue-repository';
import { mediaOf } from './repository';
import type { MediaUrlSigner } from '../media/signed-url';
import { publishingOf } from '../publishing/targets-repository';

export class QueueService {
  private readonly queue: QueueRepository;
  private readonly planners: PlannersRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly urls: MediaUrlSigner,
  ) {
    this.queue = new QueueRepository(db);
    this.planners = new PlannersRepository(db);
  }

  async list(userId: number, query: z.output<typeof QueueQuery>): Promise<{ posts: QueueItem[]; meta: PageMeta } | null> {
    if (query.planner !== undefined && !(await this.planners.findOwned(userId, query.planner))) return null;
    const page = query.page ?? 1;
    const { rows, total } = await this.queue.page(
      userId,
      { plannerId: query.planner, channel: query.channel, state: query.state },
      this.clock(),
      (page - 1) * QUEUE_PER_PAGE,
      QUEUE_PER_PAGE,
    );
    const [media, owned, publishing] = await Promise.all([
      mediaOf(this.db, rows, this.urls, this.clock()),
      this.queue.planners(userId, [...new Set(rows.map((r) => r.planner_id))]),
      publishingOf(this.db, rows.map((r) => r.id)),
    ]);
    const plannerById = new Map(owned.map((p) => [p.id, p]));
    const items = rows.flatMap((row) => {
      const planner = plannerById.get(row.planner_id);
      return planner ? [{ ...presentScheduleItem(row, planner.timezone, media, publishing.get(row.id) ?? []), planner: presentPlanner(planner) }] : [];
    });
    return {
      posts: items,
      meta: { total, page, per_page: QUEUE_PER_PAGE, last_page: Math.max(1, Math.ceil(total / QUEUE_PER_PAGE)) },
    };
  }
}
