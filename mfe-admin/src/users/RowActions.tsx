// Approve / Suspend / Restore and the role picker of one row. The signed-in admin's own row keeps
// suspend and role change disabled, with a tooltip (mouse and keyboard) saying why.
import type { Role } from '@cadence/shared-lib';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from './admin-users-api';
import { DisabledWithReason } from './DisabledWithReason';
import { ROLE_CHOICES } from './filters';
import type { UserActions } from './use-user-actions';

export interface RowActionsProps {
  user: AdminUserRow;
  isSelf: boolean;
  actions: UserActions;
  onBilling(user: AdminUserRow): void;
}

export function RowActions({ user, isSelf, actions, onBilling }: RowActionsProps) {
  const { t } = useTranslation('mfe-admin');
  const name = { name: user.full_name };
  const busy = actions.busyId === user.id;
  return (
    <Space wrap size="small">
      {user.approved_at === null && (
        <Button
          size="small"
          type="primary"
          aria-label={t('actions.approveUser', name)}
          loading={busy}
          onClick={() => void actions.approve(user)}
        >
          {t('actions.approve')}
        </Button>
      )}
      {user.suspended_at === null ? (
        <DisabledWithReason reason={isSelf ? t('self.noSuspend') : null}>
          <Button
            size="small"
            danger
            aria-label={t('actions.suspendUser', name)}
            disabled={isSelf || busy}
            onClick={() => void actions.suspend(user)}
          >
            {t('actions.suspend')}
          </Button>
        </DisabledWithReason>
      ) : (
        <Button size="small" aria-label={t('actions.restoreUser', name)} loading={busy} onClick={() => void actions.restore(user)}>
          {t('actions.restore')}
        </Button>
      )}
      <DisabledWithReason reason={isSelf ? t('self.noRoleChange') : null}>
        <Select<Role>
          size="small"
          aria-label={t('actions.roleOf', name)}
          value={user.role}
          disabled={isSelf || busy}
          onChange={(role) => void actions.changeRole(user, role)}
          options={ROLE_CHOICES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          style={{ minWidth: 100 }}
        />
      </DisabledWithReason>
      <Button size="small" aria-label={t('billing.of', name)} onClick={() => onBilling(user)}>
        {t('billing.open')}
      </Button>
      {user.role === 'user' && (
        <DisabledWithReason reason={user.suspended_at !== null ? t('impersonate.suspended') : null}>
          <Button
            size="small"
            aria-label={t('impersonate.as', name)}
            disabled={user.suspended_at !== null || busy}
            onClick={() => void actions.impersonate(user)}
          >
            {t('impersonate.open')}
          </Button>
        </DisabledWithReason>
      )}
    </Space>
  );
}
