// /addons (spec §2): add-ons on sale (one-off services and extra features), bought through the same
// checkout, and below them the customer's orders.
import { call, useLoad } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';
import { Loading } from '../platform/Loading';
import { AddonCard } from './AddonCard';
import { BuyAddonModal } from './BuyAddonModal';
import { OrdersList } from './OrdersList';
import type { Addon } from './types';

export default function AddonsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [buying, setBuying] = useState<Addon | null>(null);
  const addons = useLoad(() => call('addons').then((answer) => answer.data.addons));
  const orders = useLoad(() => call('orders').then((answer) => answer.data.orders));

  let catalogue;
  if (addons.failed) catalogue = <LoadFailed text={t('addons.loadFailed')} onRetry={addons.reload} />;
  else if (addons.loading || !addons.data) catalogue = <Loading />;
  else if (addons.data.length === 0) catalogue = <Empty description={t('addons.empty')} />;
  else
    catalogue = (
      <Row gutter={[16, 16]} role="list" aria-label={t('addons.title')}>
        {addons.data.map((addon) => (
          <Col key={addon.id} xs={24} md={12} xl={8} role="listitem">
            <AddonCard addon={addon} onBuy={setBuying} />
          </Col>
        ))}
      </Row>
    );

  let ordersBody;
  if (orders.failed) ordersBody = <LoadFailed text={t('orders.loadFailed')} onRetry={orders.reload} />;
  else if (orders.loading || !orders.data) ordersBody = <Loading />;
  else ordersBody = <OrdersList orders={orders.data} />;

  return (
    <div>
      <Typography.Title level={2}>{t('addons.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('addons.subtitle')}</Typography.Paragraph>
      {catalogue}
      <Card style={{ marginTop: 24 }}>
        <section aria-labelledby="orders-title">
          <Typography.Title level={3} id="orders-title" style={{ marginTop: 0 }}>
            {t('orders.title')}
          </Typography.Title>
          {ordersBody}
        </section>
      </Card>
      {buying ? <BuyAddonModal addon={buying} onClose={() => setBuying(null)} /> : null}
    </div>
  );
}
