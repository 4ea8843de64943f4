// Loads one page of users for the given filters; a newer request wins over a slower older one.
import { useLoad } from '@cadence/shared-lib';
import { useCallback } from 'react';
import { listUsers, type AdminUserRow, type UsersPage } from './admin-users-api';
import type { UserFilters } from './filters';

export interface AdminUsersState {
  users: AdminUserRow[];
  meta: UsersPage['meta'] | null;
  loading: boolean;
  failed: boolean;
  reload(): void;
  /** Shows an updated user in place, without reloading the page. */
  replace(user: AdminUserRow): void;
}

export function useAdminUsers(filters: UserFilters): AdminUsersState {
  const { data: page, loading, failed, reload, setData } = useLoad(() => listUsers(filters), filters);
  const replace = useCallback(
    (user: AdminUserRow) => setData((old) => (old ? { ...old, users: old.users.map((row) => (row.id === user.id ? user : row)) } : old)),
    [setData],
  );
  return { users: page?.users ?? [], meta: page?.meta ?? null, loading, failed, reload, replace };
}
