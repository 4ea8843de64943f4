// /admin/channels: one card per social network (spec §3 Connection platforms), in a fixed order.
import { useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from '../channels/ChannelCard';
import { listChannels, type AdminChannel, type Platform } from '../channels/channels-api';
import { PageHeader } from '../platform/PageHeader';

const ORDER: readonly Platform[] = ['facebook', 'instagram', 'linkedin', 'twitter'];

export default function ChannelsPage() {
  const { t } = useTranslation('mfe-admin');
  const channels = useLoad(listChannels);

  function saved(channel: AdminChannel) {
    channels.setData((old) => old?.map((c) => (c.platform === channel.platform ? channel : c)) ?? old);
  }

  const sorted = [...(channels.data ?? [])].sort((a, b) => ORDER.indexOf(a.platform) - ORDER.indexOf(b.platform));
  return (
    <Flex vertical gap="middle">
      <PageHeader title={t('channels.title')} description={t('channels.description')} />
      {channels.failed ? (
        <LoadFailed text={t('channels.loadFailed')} onRetry={channels.reload} />
      ) : channels.loading && !channels.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {sorted.map((channel) => (
            <Col key={channel.platform} xs={24} lg={12}>
              <ChannelCard channel={channel} onSaved={saved} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
