// One network the user connects (spec §2): what connecting brings, its state, Connect or Reconnect,
// and Remove once connected. Disabled with the reason when the administrator has not enabled it.
import { FACEBOOK_SCOPES, type ConnectOption } from '@cadence/shared-lib/contract';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { PLATFORM_NAMES } from './networks';

export interface NetworkCardProps {
  option: ConnectOption;
  connecting: boolean;
  removing: boolean;
  onConnect(): void;
  onRemove(): void;
}

export function NetworkCard({ option, connecting, removing, onConnect, onRemove }: NetworkCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const unavailableId = useId();
  const platform = PLATFORM_NAMES[option.network];
  const linked = option.connected || option.reconnect_needed;
  const action = linked ? t('connections.reconnect') : t('connections.connect');

  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap="small" style={{ height: '100%' }}>
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {platform}
          </Typography.Title>
          {option.reconnect_needed ? (
            <Tag color="warning">{t('connections.status.reconnectNeeded')}</Tag>
          ) : option.connected ? (
            <Tag color="success">{t('connections.status.active')}</Tag>
          ) : (
            <Tag>{t('connections.status.notConnected')}</Tag>
          )}
        </Flex>
        <NetworkAbout network={option.network} />
        {option.available ? null : (
          <Typography.Text type="secondary" id={unavailableId}>
            {t('connections.unavailable', { platform })}
          </Typography.Text>
        )}
        <Flex gap="small" wrap style={{ marginBlockStart: 'auto' }}>
          <Button
            type={option.reconnect_needed ? 'primary' : linked ? 'default' : 'primary'}
            onClick={onConnect}
            loading={connecting}
            disabled={!option.available}
            aria-label={`${action} ${platform}`}
            aria-describedby={option.available ? undefined : unavailableId}
          >
            {action}
          </Button>
          {linked ? (
            <Button danger onClick={onRemove} loading={removing} aria-label={t('connections.removeNetwork', { platform })}>
              {t('connections.remove')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

function NetworkAbout({ network }: { network: ConnectOption['network'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (network !== 'facebook') return <Typography.Text>{t(`connections.about.${network}`)}</Typography.Text>;
  // Meta's consent lets people untick Pages; a Page left out cannot be published to (spec §7).
  return (
    <>
      <Typography.Text>{t('connections.about.facebook')}</Typography.Text>
      <Typography.Text type="secondary">
        {t('connections.facebookPermissions')} <Typography.Text code>{FACEBOOK_SCOPES.join(', ')}</Typography.Text>
      </Typography.Text>
      <Typography.Text strong>{t('connections.facebookSelectAll')}</Typography.Text>
    </>
  );
}
