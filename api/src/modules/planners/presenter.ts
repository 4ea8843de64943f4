// A planner as its owner reads it (spec §7 data.accounts), with its post counts.
import type { Planner } from '@cadence/shared-lib/contract';
import type { PlannerWithStats } from './repository';

export function presentPlanner({ planner, stats }: PlannerWithStats): Planner {
  return {
    id: planner.id,
    name: planner.name,
    desc: planner.desc,
    color: planner.color,
    timezone: planner.timezone,
    posts_count: stats.posts_count,
    upcoming_count: stats.upcoming_count,
    next_post_at: stats.next_post_at?.toISOString() ?? null,
    created_at: planner.created_at.toISOString(),
  };
}
