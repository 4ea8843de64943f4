// Loads one page of users for the given filters; a newer request wins over a slower older one.
import { useCallback, useEffect, useState } from 'react';
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
  const [page, setPage] = useState<UsersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setFailed(false);
    listUsers(filters)
      .then((answer) => {
        if (current) setPage(answer);
      })
      .catch(() => {
        // The client has already told the user (toast or redirect); the page offers a retry.
        if (current) setFailed(true);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [filters, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((user: AdminUserRow) => {
    setPage((old) => (old ? { ...old, users: old.users.map((row) => (row.id === user.id ? user : row)) } : old));
  }, []);

  return { users: page?.users ?? [], meta: page?.meta ?? null, loading, failed, reload, replace };
}
