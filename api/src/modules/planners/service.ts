// Planners: list, read, create, replace (a new zone keeps posts' wall-clock times) and delete.
import type { z } from 'zod';
import { PLANNER_DEFAULT_COLOR, PLANNER_DEFAULT_TIMEZONE, type Planner, type PlannerDeleted, type PlannerRequest } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../support/clock';
import { mayManagePlanner } from './policy';
import { presentPlanner } from './presenter';
import { PlannersRepository } from './repository';

type PlannerInput = z.output<typeof PlannerRequest>;

export class PlannersService {
  private readonly repository: PlannersRepository;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.repository = new PlannersRepository(db);
  }

  async list(user: UserRow): Promise<Planner[]> {
    return (await this.repository.listOwned(user.id, this.clock())).map(presentPlanner);
  }

  /** Null: not found for this user (another user's planner included). */
  async show(user: UserRow, id: number): Promise<Planner | null> {
    const found = await this.repository.findOwnedWithStats(user.id, id, this.clock());
    return found && mayManagePlanner(user, found.planner) ? presentPlanner(found) : null;
  }

  async create(user: UserRow, input: PlannerInput): Promise<Planner> {
    const row = await this.repository.create(
      user.id,
      { name: input.name, desc: input.desc, color: input.color ?? PLANNER_DEFAULT_COLOR, timezone: input.timezone ?? PLANNER_DEFAULT_TIMEZONE },
      this.clock(),
    );
    return presentPlanner({ planner: row, stats: { posts_count: 0, upcoming_count: 0, next_post_at: null } });
  }

  async update(user: UserRow, id: number, input: PlannerInput): Promise<Planner | null> {
    const current = await this.repository.findOwned(user.id, id);
    if (!current || !mayManagePlanner(user, current)) return null;
    const values = { name: input.name, desc: input.desc, color: input.color ?? current.color, timezone: input.timezone ?? current.timezone };
    await this.repository.update(current, values, this.clock());
    return this.show(user, id);
  }

  async delete(user: UserRow, id: number): Promise<PlannerDeleted | null> {
    const current = await this.repository.findOwned(user.id, id);
    if (!current || !mayManagePlanner(user, current)) return null;
    return { success: true, deleted: await this.repository.delete(current) };
  }
}
