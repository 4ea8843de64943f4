// Who may do what with a planner: only its owner, for everything. Queries are scoped to the owner
// as well (PlannersRepository.findOwned); this is the rule written down once for other modules.
import type { PlannerRow, UserRow } from '../../db/schema';

export function mayManagePlanner(user: Pick<UserRow, 'id'>, planner: Pick<PlannerRow, 'user_id'>): boolean {
  return planner.user_id === user.id;
}
