// The planner as the calendar's header and preview modal show it (spec §7 data.account; §3 user.full_name).
import type { ScheduleAccount } from '@cadence/shared-lib/contract';
import type { PlannerRow } from '../../db/schema';

export function presentAccount(planner: PlannerRow, ownerName: string): ScheduleAccount {
  return {
    id: planner.id,
    name: planner.name,
    desc: planner.desc,
    color: planner.color,
    timezone: planner.timezone,
    user: { full_name: ownerName },
  };
}
