import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { MenuIcon } from './icons';
import { LocaleSwitch } from './LocaleSwitch';
import { SkinToggle } from './SkinToggle';
import { UserMenu } from './UserMenu';

export function Navbar() {
  const { t } = useTranslation(SHELL_NS);
  const collapsed = useLayoutStore((state) => state.menuCollapsed);
  const setMenuCollapsed = useLayoutStore((state) => state.setMenuCollapsed);
  return (
    <Layout.Header className="cs-navbar">
      <Button
        type="text"
        aria-label={t('toggleMenu')}
        title={t('toggleMenu')}
        aria-expanded={!collapsed}
        icon={<MenuIcon />}
        onClick={() => setMenuCollapsed(!collapsed)}
      />
      <div className="cs-navbar-end">
        <LocaleSwitch />
        <SkinToggle />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
