// Account settings → Connections (spec §2, users only): the connect result banner, one card per
// network (Connect / Reconnect / Remove), and the connected accounts grouped by platform.
import { call, useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Alert, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { refreshUser } from '../../platform/refresh-user';
import { AccountGroups } from './AccountGroups';
import { ConnectResultBanner } from './ConnectResultBanner';
import { connectResultQuery, readConnectResult } from './connect-result';
import { NetworkCard } from './NetworkCard';
import { useConnect } from './use-connect';
import { removeKey, useRemoveConnection } from './use-remove-connection';

export function ConnectionsTab() {
  const { t } = useTranslation([ACCOUNT_NS, 'common']);
  const [search] = useSearchParams();
  // The first load carries the return's query along (spec §7); later reloads have none left.
  const [arrival] = useState(() => connectResultQuery(readConnectResult(search)));
  const firstLoad = useRef(true);
  const loaded = useLoad(() => {
    const query = firstLoad.current ? arrival : undefined;
    firstLoad.current = false;
    return call('connections', query ? { query } : {}).then((answer) => answer.data);
  });
  const { connecting, connect } = useConnect();
  const { removing, remove } = useRemoveConnection(loaded.reload);
  const data = loaded.data;

  let body;
  if (loaded.failed) {
    body = <LoadFailed text={t('connections.loadFailed')} onRetry={loaded.reload} />;
  } else if (data) {
    // Kept on screen while a reload after a removal runs, so the page does not jump.
    body = (
      <>
        {data.sandbox ? <Alert type="info" showIcon title={t('connections.sandbox')} /> : null}
        <Row gutter={[16, 16]} role="list" aria-label={t('connections.networksTitle')}>
          {data.networks.map((option) => (
            <Col key={option.network} xs={24} md={12} xl={8} role="listitem">
              <NetworkCard
                option={option}
                connecting={connecting === option.network}
                removing={removing === removeKey({ platform: option.network })}
                onConnect={() => void connect(option.network)}
                onRemove={() => void remove({ platform: option.network })}
              />
            </Col>
          ))}
        </Row>
        <section aria-labelledby="connections-accounts-title">
          <Typography.Title level={4} id="connections-accounts-title" style={{ marginBlockStart: 8 }}>
            {t('connections.accountsTitle')}
          </Typography.Title>
          {data.connections.length > 0 ? (
            <AccountGroups
              connections={data.connections}
              removing={removing}
              connecting={connecting}
              onRemove={(target) => void remove(target)}
              onReconnect={(network) => void connect(network)}
            />
          ) : (
            <Empty description={t('connections.empty')} />
          )}
        </section>
      </>
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  return (
    <Flex vertical gap="middle">
      <ConnectResultBanner onConnected={() => void refreshUser().catch(() => undefined)} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('connections.intro')}
      </Typography.Paragraph>
      {body}
    </Flex>
  );
}
