// The row actions: ask where the spec of the task says to, call the API, show the result as a toast
// and hand the updated user back so the row changes in place.
import { firstValidationMessage, type Role } from '@cadence/shared-lib';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { approveUser, changeRole, restoreUser, suspendUser, type AdminUserRow } from './admin-users-api';
import { startImpersonation } from './billing-api';

export interface UserActions {
  /** The user whose action is running (its buttons show a spinner). */
  busyId: number | null;
  approve(user: AdminUserRow): Promise<void>;
  suspend(user: AdminUserRow): Promise<void>;
  restore(user: AdminUserRow): Promise<void>;
  changeRole(user: AdminUserRow, role: Role): Promise<void>;
  /** "Sign in as": asks, gets a single-use link and follows it in this tab. */
  impersonate(user: AdminUserRow): Promise<void>;
}

export function useUserActions(onUpdated: (user: AdminUserRow) => void): UserActions {
  const { modal, message } = App.useApp();
  const { t } = useTranslation(['mfe-admin', 'common']);
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<number | null>(null);

  function confirm(title: string, content: string, okText: string): Promise<boolean> {
    return new Promise((resolve) => {
      modal.confirm({
        title,
        content,
        okText,
        cancelText: t('common:cancel'),
        okButtonProps: { danger: true },
        // The safe choice is the one Enter picks.
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  }

  async function run(user: AdminUserRow, action: () => Promise<AdminUserRow>, done: (updated: AdminUserRow) => string) {
    setBusyId(user.id);
    try {
      const updated = await action();
      onUpdated(updated);
      void message.success(done(updated));
    } catch (error) {
      // 422 (e.g. the server refusing a change) is ours to show; the client already reported the rest.
      const text = firstValidationMessage(error);
      if (text) void message.error(text);
    } finally {
      setBusyId(null);
    }
  }

  const name = (user: AdminUserRow) => ({ name: user.full_name });

  return {
    busyId,
    approve: (user) => run(user, () => approveUser(user.id), () => t('done.approved', name(user))),
    async suspend(user) {
      const sure = await confirm(
        t('confirmSuspend.title', name(user)),
        t('confirmSuspend.text', name(user)),
        t('confirmSuspend.ok'),
      );
      if (sure) await run(user, () => suspendUser(user.id), () => t('done.suspended', name(user)));
    },
    restore: (user) => run(user, () => restoreUser(user.id), () => t('done.restored', name(user))),
    async changeRole(user, role) {
      const roleName = t(`role.${role}`);
      const sure = await confirm(
        t('confirmRole.title', name(user)),
        t('confirmRole.text', { ...name(user), role: roleName }),
        t('confirmRole.ok'),
      );
      if (sure) await run(user, () => changeRole(user.id, role), () => t('done.roleChanged', { ...name(user), role: roleName }));
    },
    async impersonate(user) {
      const sure = await confirm(t('impersonate.title', name(user)), t('impersonate.text', name(user)), t('impersonate.ok'));
      if (!sure) return;
      setBusyId(user.id);
      try {
        const link = await startImpersonation(user.id);
        // The link is an app route (/admin/users/login/<hash>): it signs in as the user and reloads.
        navigate(link.url);
      } catch (error) {
        const text = firstValidationMessage(error);
        if (text) void message.error(text);
        setBusyId(null);
      }
    },
  };
}
