// The user's menu: account settings and logout (POST /auth/logout, then /login).
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { PATHS } from '../routing/paths';
import { signOut } from '../session/sign-out';
import { UserIcon } from './icons';

export function UserMenu() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'account', label: t('accountSettings') },
          { type: 'divider' },
          { key: 'logout', label: t('logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(PATHS.accountSettings);
          if (key === 'logout') void signOut().then(() => navigate(PATHS.login, { replace: true }));
        },
      }}
    >
      {/* The accessible name contains the visible name (WCAG 2.5.3, label in name). */}
      <Button type="text" aria-label={user ? `${t('userMenu')}: ${user.full_name}` : t('userMenu')} title={t('userMenu')}>
        <Avatar size="small" src={user?.avatar ?? undefined} icon={<UserIcon />} alt="" />
        <span className="cs-user-name">{user?.full_name}</span>
      </Button>
    </Dropdown>
  );
}
