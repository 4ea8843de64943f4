// The ordered-service workflow (pending → in progress → delivered; cancel from any status not
// final) and the list's filters. Kept here, not imported from the contract, so zod stays out of
// this remote's pages; the server enforces the same table.
export type Status = 'pending' | 'in_progress' | 'delivered' | 'cancelled';

export const STATUSES: readonly Status[] = ['pending', 'in_progress', 'delivered', 'cancelled'];

export const NEXT_STATUSES: Readonly<Record<Status, readonly Status[]>> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const STATUS_COLORS: Readonly<Record<Status, string>> = {
  pending: 'orange',
  in_progress: 'blue',
  delivered: 'green',
  cancelled: 'default',
};

export interface ServiceFilters {
  q: string;
  status?: Status;
  page: number;
  perPage: number;
}

export const INITIAL_SERVICE_FILTERS: ServiceFilters = { q: '', page: 1, perPage: 10 };

export interface ServicesQuery {
  q?: string;
  status?: Status;
  page: number;
  per_page: number;
}

export function toServicesQuery(filters: ServiceFilters): ServicesQuery {
  const query: ServicesQuery = { page: filters.page, per_page: filters.perPage };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.status) query.status = filters.status;
  return query;
}
