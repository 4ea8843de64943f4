// What the users list is asked for: the search text, the filters and the page, and how that
// becomes the query string of GET /admin/users.
import type { Role } from '@cadence/shared-lib';

/** A yes/no filter; undefined means "any". */
export type Flag = 'yes' | 'no';

export interface UserFilters {
  q: string;
  role?: Role;
  verified?: Flag;
  approved?: Flag;
  suspended?: Flag;
  page: number;
  perPage: number;
}

/** The roles an admin can pick (kept here: the contract entry would pull zod into this remote). */
export const ROLE_CHOICES: readonly Role[] = ['user', 'admin', 'staff'];

export const PER_PAGE_OPTIONS = [10, 20, 50] as const;

export const INITIAL_FILTERS: UserFilters = { q: '', page: 1, perPage: 10 };

/** The query of GET /admin/users (the contract's flags travel as 'true' | 'false'). */
export interface UsersQuery {
  q?: string;
  role?: Role;
  verified?: 'true' | 'false';
  approved?: 'true' | 'false';
  suspended?: 'true' | 'false';
  page: number;
  per_page: number;
}

function flag(value: Flag | undefined): 'true' | 'false' | undefined {
  if (value === undefined) return undefined;
  return value === 'yes' ? 'true' : 'false';
}

/** Only the filters in use travel, so the server's defaults apply to the rest. */
export function toQuery(filters: UserFilters): UsersQuery {
  const query: UsersQuery = { page: filters.page, per_page: filters.perPage };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.role) query.role = filters.role;
  const verified = flag(filters.verified);
  if (verified !== undefined) query.verified = verified;
  const approved = flag(filters.approved);
  if (approved !== undefined) query.approved = approved;
  const suspended = flag(filters.suspended);
  if (suspended !== undefined) query.suspended = suspended;
  return query;
}
