// The users table: who, role, verification, approval, status, creation date and the row actions,
// paginated by the server.
import { dayjs } from '@cadence/shared-lib';
import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow, UsersPage } from './admin-users-api';
import { PER_PAGE_OPTIONS } from './filters';
import { RowActions } from './RowActions';
import type { UserActions } from './use-user-actions';

export interface UsersTableProps {
  users: AdminUserRow[];
  meta: UsersPage['meta'] | null;
  page: number;
  perPage: number;
  loading: boolean;
  selfId: number | null;
  actions: UserActions;
  onBilling(user: AdminUserRow): void;
  onPage(page: number, perPage: number): void;
}

const ROLE_COLORS: Record<AdminUserRow['role'], string> = { admin: 'gold', staff: 'blue', user: 'default' };

export function UsersTable({ users, meta, page, perPage, loading, selfId, actions, onBilling, onPage }: UsersTableProps) {
  const { t, i18n } = useTranslation('mfe-admin');
  const columns: TableColumnsType<AdminUserRow> = [
    {
      key: 'user',
      title: t('columns.user'),
      render: (_, user) => (
        <Flex vertical>
          <Typography.Text strong>
            {user.full_name} {user.id === selfId && <Tag>{t('you')}</Tag>}
          </Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'role',
      title: t('columns.role'),
      render: (_, user) => <Tag color={ROLE_COLORS[user.role]}>{t(`role.${user.role}`)}</Tag>,
    },
    {
      key: 'verified',
      title: t('columns.verified'),
      render: (_, user) =>
        user.email_verified_at ? <Tag color="green">{t('verified.yes')}</Tag> : <Tag>{t('verified.no')}</Tag>,
    },
    {
      key: 'approved',
      title: t('columns.approved'),
      render: (_, user) =>
        user.approved_at ? <Tag color="green">{t('approved.yes')}</Tag> : <Tag color="orange">{t('approved.no')}</Tag>,
    },
    {
      key: 'suspended',
      title: t('columns.suspended'),
      render: (_, user) =>
        user.suspended_at ? <Tag color="red">{t('suspended.yes')}</Tag> : <Tag color="green">{t('suspended.no')}</Tag>,
    },
    {
      key: 'created',
      title: t('columns.created'),
      // The language in the key re-renders dates when the locale changes.
      render: (_, user) => <span key={i18n.language}>{dayjs(user.created_at).format('LL')}</span>,
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, user) => <RowActions user={user} isSelf={user.id === selfId} actions={actions} onBilling={onBilling} />,
    },
  ];
  return (
    <Table<AdminUserRow>
      rowKey="id"
      columns={columns}
      dataSource={users}
      loading={loading}
      scroll={{ x: 'max-content' }}
      // Not "No users found" while the first answer is still on its way.
      locale={{ emptyText: loading ? <span /> : t('empty') }}
      pagination={{
        current: meta?.page ?? page,
        pageSize: meta?.per_page ?? perPage,
        total: meta?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PER_PAGE_OPTIONS.map(String),
        showTotal: (total, [from, to]) => t('total', { from, to, total }),
      }}
      onChange={(pagination) => onPage(pagination.current ?? 1, pagination.pageSize ?? perPage)}
    />
  );
}
