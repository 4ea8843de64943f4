// Under the channels: for each chosen network, the user's connected accounts of that network as
// checkboxes (all ticked by default). A chosen network with no account says the post will not go there;
// an account whose consent stopped working says it needs reconnecting.
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Alert, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANNER_NS } from '../../i18n/namespace';
import { CONNECTIONS_PAGE, platformName } from '../../preview/PublishingStatus';
import type { Network } from '../networks';
import { accountsOf, tickedIds, toggleAccount } from './account-choice';
import type { ConnectedAccount } from './connections-api';

export interface AccountPickerProps {
  channels: Network[];
  /** null while loading. */
  accounts: ConnectedAccount[] | null;
  failed: boolean;
  onRetry(): void;
  accountIds: number[];
  onChange(accountIds: number[]): void;
}

export function AccountPicker({ channels, accounts, failed, onRetry, accountIds, onChange }: AccountPickerProps) {
  const { t } = useTranslation(PLANNER_NS);
  if (channels.length === 0) return null;
  if (failed) return <LoadFailed text={t('editor.accounts.loadFailed')} onRetry={onRetry} />;
  if (!accounts) return <Skeleton active paragraph={{ rows: 1 }} title={false} aria-label={t('editor.accounts.loading')} />;
  const ticked = new Set(tickedIds(channels, accounts, accountIds));

  return (
    <Flex vertical gap="small" data-testid="account-picker">
      {channels.map((network) => {
        const own = accountsOf(network, accounts);
        const name = platformName(t, network);
        if (own.length === 0) {
          return (
            <Alert
              key={network}
              type="warning"
              showIcon
              title={t('editor.accounts.notConnected', { network: name })}
              action={<Link to={CONNECTIONS_PAGE}>{t('editor.accounts.connect', { network: name })}</Link>}
            />
          );
        }
        const tickedHere = own.filter((a) => ticked.has(a.id));
        return (
          <fieldset key={network} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 'inherit', marginBottom: 4 }}>{t('editor.accounts.legend', { network: name })}</legend>
            <Flex vertical gap={4}>
              {own.map((account) => {
                const checked = ticked.has(account.id);
                return (
                  <Flex key={account.id} vertical gap={2}>
                    <Checkbox
                      checked={checked}
                      // The last ticked account stays: to leave the network out, untick the network.
                      disabled={checked && tickedHere.length === 1}
                      title={checked && tickedHere.length === 1 ? t('editor.accounts.lastOne', { network: name }) : undefined}
                      onChange={(event) => onChange(toggleAccount(channels, accounts, accountIds, account.id, event.target.checked))}
                    >
                      {account.identifier_name}
                      {account.username ? <Typography.Text type="secondary"> @{account.username}</Typography.Text> : null}
                    </Checkbox>
                    {account.status === 'reconnect_needed' ? (
                      <Typography.Text type="warning" style={{ paddingInlineStart: 24 }}>
                        {t('editor.accounts.reconnectNeeded')} <Link to={CONNECTIONS_PAGE}>{t('editor.accounts.reconnect')}</Link>
                      </Typography.Text>
                    ) : null}
                  </Flex>
                );
              })}
            </Flex>
          </fieldset>
        );
      })}
    </Flex>
  );
}
