// One connected account: picture, the name linking to the account on its network (spec §2), kind,
// connected date and state; a stopped consent shows why and offers Reconnect (spec §4).
import { dayjs } from '@cadence/shared-lib';
import type { Connection } from '@cadence/shared-lib/contract';
import { Alert, Avatar, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { KIND_KEYS, PLATFORM_NAMES, consentNetwork } from './networks';

export interface AccountItemProps {
  account: Connection;
  removing: boolean;
  reconnecting: boolean;
  onRemove(): void;
  onReconnect(): void;
}

/** X and Instagram people know accounts by @handle; Pages and LinkedIn by name only. */
function handle(account: Connection): string | null {
  return account.username && (account.platform === 'twitter' || account.platform === 'instagram') ? `@${account.username}` : null;
}

export function AccountItem({ account, removing, reconnecting, onRemove, onReconnect }: AccountItemProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const broken = account.status === 'reconnect_needed';
  const network = PLATFORM_NAMES[consentNetwork(account.platform)];
  const name = account.link ? (
    <Typography.Link href={account.link} target="_blank" rel="noopener noreferrer" strong>
      {account.identifier_name}
    </Typography.Link>
  ) : (
    <Typography.Text strong>{account.identifier_name}</Typography.Text>
  );

  return (
    <li style={{ listStyle: 'none', paddingBlock: 12 }} data-testid={`connection-${account.id}`}>
      <Flex gap="middle" align="center" wrap>
        <Avatar src={account.picture ?? undefined} alt="" size={40}>
          {account.identifier_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Flex vertical style={{ flex: '1 1 200px', minInlineSize: 0 }}>
          {name}
          <Typography.Text type="secondary">
            {[t(KIND_KEYS[account.kind]), handle(account), t('connections.connectedOn', { date: dayjs(account.connected_at).format('LL') })]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        </Flex>
        <Tag color={broken ? 'warning' : 'success'}>{t(broken ? 'connections.status.reconnectNeeded' : 'connections.status.active')}</Tag>
        <Button danger size="small" onClick={onRemove} loading={removing} aria-label={t('connections.removeAccount', { name: account.identifier_name })}>
          {t('connections.remove')}
        </Button>
      </Flex>
      {broken ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockStart: 8 }}
          title={t('connections.reconnectNeeded', { platform: network })}
          description={account.status_reason ?? undefined}
          action={
            <Button size="small" type="primary" onClick={onReconnect} loading={reconnecting} aria-label={`${t('connections.reconnect')} ${network}`}>
              {t('connections.reconnect')}
            </Button>
          }
        />
      ) : null}
    </li>
  );
}
