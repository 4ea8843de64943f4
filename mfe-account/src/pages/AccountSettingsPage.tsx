// /pages/account-setting(/:filter): vertical tabs whose key follows the URL (default general).
// Users see every tab; admins and staff General and Change Password (spec §2).
import { call, useLoad, useSessionStore } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Card, Grid, Spin, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { ConnectionsTab } from '../settings/connections/ConnectionsTab';
import { GeneralTab } from '../settings/general/GeneralTab';
import { InformationTab } from '../settings/information/InformationTab';
import { NotificationsTab } from '../settings/notifications/NotificationsTab';
import { PasswordTab } from '../settings/password/PasswordTab';
import { PlansTab } from '../settings/plans/PlansTab';
import type { AccountSettings } from '../settings/account-settings';
import { isTabKey, tabPath, tabsFor, type TabKey } from '../settings/tabs';

const TAB_TITLES: Record<TabKey, string> = {
  general: 'tab.general',
  password: 'tab.password',
  information: 'tab.information',
  connections: 'tab.connections',
  notifications: 'tab.notifications',
  plans: 'tab.plans',
};

function tabContent(tab: TabKey, settings: AccountSettings): ReactNode {
  switch (tab) {
    case 'general':
      return <GeneralTab user={settings.user} />;
    case 'password':
      return <PasswordTab />;
    case 'information':
      return <InformationTab information={settings.information} />;
    case 'notifications':
      return <NotificationsTab notifications={settings.notifications} />;
    case 'plans':
      return <PlansTab />;
    case 'connections':
      return <ConnectionsTab />;
  }
}

export default function AccountSettingsPage() {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const { filter } = useParams();
  const navigate = useNavigate();
  const role = useSessionStore((state) => state.user?.role ?? 'user');
  const screens = Grid.useBreakpoint();
  // Loaded once for the page; the tabs read their initial values from it.
  const loaded = useLoad(() => call('accountSettings').then((answer) => answer.data));
  const tabs = tabsFor(role);
  const active: TabKey = filter === undefined ? 'general' : isTabKey(filter) && tabs.includes(filter) ? filter : 'general';
  // An unknown filter, or a user-only tab for admins and staff, falls back to General.
  if (filter !== undefined && filter !== active) return <Navigate to={tabPath('general')} replace />;

  let body: ReactNode;
  const settings = loaded.data;
  if (loaded.failed) {
    body = <LoadFailed text={t('loadFailed')} onRetry={loaded.reload} />;
  } else if (loaded.loading || !settings) {
    body = (
      <Card>
        <Spin aria-label={t('common:loading')} />
      </Card>
    );
  } else {
    body = (
      <Tabs
        // Vertical on wide screens (spec §2); stacked on phones where a side column would not fit.
        tabPlacement={screens.md ? 'start' : 'top'}
        activeKey={active}
        onChange={(key) => {
          if (isTabKey(key)) navigate(tabPath(key));
        }}
        items={tabs.map((tab) => ({
          key: tab,
          label: t(TAB_TITLES[tab]),
          children: <Card>{tabContent(tab, settings)}</Card>,
        }))}
      />
    );
  }

  return (
    <div>
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      {body}
    </div>
  );
}
