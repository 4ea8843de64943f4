// GET /schedules/:id: a planner's posts between two local dates (default: the current month in the
// planner's zone), read as instants in that zone, plus its undated drafts.
import type { ScheduleAccount, ScheduleItem, ScheduleQuery, UnscheduledItem } from '@cadence/shared-lib/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../support/clock';
import { PlannersRepository } from '../planners/repository';
import { presentScheduleItem, presentSchedulePost } from '../posts/presenter';
import { mediaOf } from '../posts/repository';
import { currentMonthIn, windowOf } from '../posts/zone-time';
import { presentAccount } from './presenter';
import { SchedulesRepository } from './repository';
import type { MediaUrlSigner } from '../media/signed-url';
import { publishingOf } from '../publishing/targets-repository';

export interface Schedule {
  account: ScheduleAccount;
  schedule: ScheduleItem[];
  unscheduled: UnscheduledItem[];
}

export class SchedulesService {
  private readonly schedules: SchedulesRepository;
  private readonly planners: PlannersRepository;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly urls: MediaUrlSigner,
  ) {
    this.schedules = new SchedulesRepository(db);
    this.planners = new PlannersRepository(db);
  }

  /** Undefined: no such planner of this user. */
  async show(userId: number, plannerId: number, query: z.output<typeof ScheduleQuery>): Promise<Schedule | undefined> {
    const planner = await this.planners.findOwned(userId, plannerId);
    if (!planner) return undefined;
    const days = query.from && query.to ? { from: query.from, to: query.to } : currentMonthIn(planner.timezone, this.clock());
    const { start, end } = windowOf(days.from, days.to, planner.timezone);
    const [dated, undated, ownerName] = await Promise.all([
      this.schedules.inWindow(planner.id, start, end),
      this.schedules.unscheduled(planner.id),
      this.schedules.ownerName(planner.user_id),
    ]);
    const [media, publishing] = await Promise.all([
      mediaOf(this.db, [...dated, ...undated], this.urls, this.clock()),
      publishingOf(this.db, dated.map((p) => p.id)),
    ]);
    return {
      account: presentAccount(planner, ownerName),
      schedule: dated.map((post) => presentScheduleItem(post, planner.timezone, media, publishing.get(post.id) ?? [])),
      unscheduled: undated.map((post) => ({ id: post.id, post: presentSchedulePost(post, media) })),
    };
  }
}
