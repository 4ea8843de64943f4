// /admin/settings: product name, support email, the login screen's image and maintenance mode.
import { useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../platform/PageHeader';
import { loadSettings } from '../settings/settings-api';
import { SettingsForm } from '../settings/SettingsForm';

export default function SettingsPage() {
  const { t } = useTranslation('mfe-admin');
  const settings = useLoad(loadSettings);
  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.failed ? (
        <LoadFailed text={t('settings.loadFailed')} onRetry={settings.reload} />
      ) : settings.data ? (
        <SettingsForm settings={settings.data} onSaved={(saved) => settings.setData(saved)} />
      ) : (
        <Skeleton active />
      )}
    </Flex>
  );
}
