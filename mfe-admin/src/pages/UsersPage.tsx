// /admin/users: search, filter and page through users, act on them, and add staff members.
import { useSessionStore } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { App, Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../users/admin-users-api';
import { BillingDrawer } from '../users/BillingDrawer';
import { INITIAL_FILTERS, type UserFilters } from '../users/filters';
import { NewStaffDrawer } from '../users/NewStaffDrawer';
import { useAdminUsers } from '../users/use-admin-users';
import { useDebouncedValue } from '../users/use-debounced-value';
import { useUserActions } from '../users/use-user-actions';
import { UsersFilters } from '../users/UsersFilters';
import { UsersTable } from '../users/UsersTable';

/** Pause after the last key before the search is sent. */
const SEARCH_DELAY_MS = 400;

export default function UsersPage() {
  const { t } = useTranslation(['mfe-admin', 'common']);
  const { message } = App.useApp();
  const selfId = useSessionStore((state) => state.user?.id ?? null);
  const [filters, setFilters] = useState<UserFilters>(INITIAL_FILTERS);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [staffOpen, setStaffOpen] = useState(false);
  const [billingOf, setBillingOf] = useState<AdminUserRow | null>(null);
  const list = useAdminUsers(filters);
  const actions = useUserActions(list.replace);

  // A new search starts again from the first page.
  useEffect(() => {
    setFilters((old) => (old.q === settledSearch ? old : { ...old, q: settledSearch, page: 1 }));
  }, [settledSearch]);

  function change(change: Partial<UserFilters>) {
    setFilters((old) => ({ ...old, ...change, page: 1 }));
  }

  function searchNow(text: string) {
    setSearch(text);
    setFilters((old) => (old.q === text ? old : { ...old, q: text, page: 1 }));
  }

  function staffCreated(user: AdminUserRow) {
    setStaffOpen(false);
    void message.success(t('done.staffCreated', { name: user.full_name }));
    list.reload();
  }

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap="small">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('description')}</Typography.Text>
        </div>
        <Button type="primary" onClick={() => setStaffOpen(true)}>
          {t('staff.open')}
        </Button>
      </Flex>
      <UsersFilters search={search} onSearch={setSearch} onSearchNow={searchNow} filters={filters} onChange={change} />
      {list.failed ? (
        <LoadFailed text={t('loadFailed')} onRetry={list.reload} />
      ) : (
        <UsersTable
          users={list.users}
          meta={list.meta}
          page={filters.page}
          perPage={filters.perPage}
          loading={list.loading}
          selfId={selfId}
          actions={actions}
          onBilling={setBillingOf}
          onPage={(page, perPage) =>
            setFilters((old) => ({ ...old, perPage, page: perPage === old.perPage ? page : 1 }))
          }
        />
      )}
      <NewStaffDrawer open={staffOpen} onClose={() => setStaffOpen(false)} onCreated={staffCreated} />
      <BillingDrawer user={billingOf} onClose={() => setBillingOf(null)} />
    </Flex>
  );
}
