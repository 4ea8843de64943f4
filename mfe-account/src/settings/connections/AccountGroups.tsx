// The connected accounts grouped by platform (Facebook Pages, Instagram, LinkedIn, Twitter), each
// group a labelled list; groups without accounts are left out.
import type { Connection, ConnectNetwork } from '@cadence/shared-lib/contract';
import { Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { AccountItem } from './AccountItem';
import { ACCOUNT_GROUPS, consentNetwork } from './networks';
import { removeKey, type RemoveTarget } from './use-remove-connection';

export interface AccountGroupsProps {
  connections: Connection[];
  removing: string | null;
  connecting: ConnectNetwork | null;
  onRemove(target: RemoveTarget): void;
  onReconnect(network: ConnectNetwork): void;
}

export function AccountGroups(props: AccountGroupsProps) {
  return (
    <>
      {ACCOUNT_GROUPS.map((platform) => {
        const accounts = props.connections.filter((account) => account.platform === platform);
        return accounts.length > 0 ? <AccountGroup key={platform} platform={platform} accounts={accounts} {...props} /> : null;
      })}
    </>
  );
}

function AccountGroup({ platform, accounts, removing, connecting, onRemove, onReconnect }: AccountGroupsProps & { platform: Connection['platform']; accounts: Connection[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={5} id={titleId} style={{ marginBlock: '16px 0' }}>
        {t(`connections.group.${platform}`)}
      </Typography.Title>
      <ul style={{ margin: 0, padding: 0 }}>
        {accounts.map((account) => (
          <AccountItem
            key={account.id}
            account={account}
            removing={removing === removeKey({ platform: account.platform, id: account.id })}
            reconnecting={connecting === consentNetwork(account.platform)}
            onRemove={() => onRemove({ platform: account.platform, id: account.id })}
            onReconnect={() => onReconnect(consentNetwork(account.platform))}
          />
        ))}
      </ul>
    </section>
  );
}
