// The landing page of a feature area whose features are still being built: its title and purpose
// (from the remote's namespace), the coming-soon state, and which build of the remote is running.
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RemoteModule } from '@cadence/shared-lib';
import { ComingSoon } from './ComingSoon';

export interface AreaHomeProps {
  mod: Pick<RemoteModule, 'name' | 'version' | 'namespace'>;
  /** Key prefix in the remote's namespace when it has several areas: `workplace.` reads `workplace.title`. */
  area?: string;
}

export function AreaHome({ mod, area = '' }: AreaHomeProps) {
  const { t } = useTranslation([mod.namespace, 'common']);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2}>{t(`${area}title`)}</Typography.Title>
      <Typography.Paragraph>{t(`${area}description`)}</Typography.Paragraph>
      <ComingSoon />
      <Typography.Text type="secondary" data-testid="remote-version">
        {t('common:remote.about', { name: mod.name, version: mod.version })}
      </Typography.Text>
    </Flex>
  );
}
