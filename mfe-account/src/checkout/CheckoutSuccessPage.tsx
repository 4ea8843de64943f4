// /subscriptions/checkout/success?session_id=… (spec §2): where the payment provider sends the
// customer back. Shows the result only once the provider has confirmed it (webhook), polling the
// session; on success the stored user is refreshed so the bought features unlock at once.
import { useSessionStore } from '@cadence/shared-lib';
import { Button, Card, Layout, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_NS } from '../i18n/namespace';
import { Loading } from '../platform/Loading';
import { settlePurchase } from './settle-purchase';
import { useCheckoutSession, type CheckoutSession } from './use-checkout-session';

type Settled = { session: CheckoutSession; name: string | null };

export default function CheckoutSuccessPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const sessionId = search.get('session_id')?.trim() || null;
  const { wait, retry } = useCheckoutSession(sessionId);
  const [settled, setSettled] = useState<Settled | null>(null);
  // A subscriber changes plans from the Plans tab; /plans would only send them to the dashboard.
  const subscribed = useSessionStore((state) => Boolean(state.user?.subscribed_to));
  const plansPath = subscribed ? '/pages/account-setting/plans' : '/plans';

  useEffect(() => {
    if (wait.status !== 'complete') return undefined;
    let active = true;
    void settlePurchase(wait.session).then((name) => {
      if (active) setSettled({ session: wait.session, name });
    });
    return () => {
      active = false;
    };
  }, [wait]);

  let body;
  if (wait.status === 'waiting' || (wait.status === 'complete' && !settled)) {
    body = <Loading label={t('checkout.confirming')} />;
  } else if (wait.status === 'complete' && settled) {
    const addon = settled.session.kind === 'addon';
    const title = addon
      ? settled.name
        ? t('checkout.addonDone', { name: settled.name })
        : t('checkout.addonDoneUnnamed')
      : settled.name
        ? t('checkout.planDone', { name: settled.name })
        : t('checkout.planDoneUnnamed');
    body = (
      <Result
        status="success"
        title={title}
        subTitle={t(addon ? 'checkout.addonDoneText' : 'checkout.planDoneText')}
        extra={[
          addon ? (
            <Button key="orders" type="primary" onClick={() => navigate('/addons')}>
              {t('checkout.viewOrders')}
            </Button>
          ) : null,
          <Button key="dashboard" type={addon ? 'default' : 'primary'} onClick={() => navigate('/dashboard')}>
            {t('checkout.dashboard')}
          </Button>,
          <Button key="invoices" onClick={() => navigate('/invoices/list')}>
            {t('checkout.invoices')}
          </Button>,
        ]}
      />
    );
  } else if (wait.status === 'failed') {
    const addon = wait.session.kind === 'addon';
    body = (
      <Result
        status="error"
        title={t('checkout.failed')}
        subTitle={t('checkout.failedText')}
        extra={
          <Button type="primary" onClick={() => navigate(addon ? '/addons' : plansPath)}>
            {t('checkout.tryAgain')}
          </Button>
        }
      />
    );
  } else if (wait.status === 'timeout') {
    body = (
      <Result
        status="info"
        title={t('checkout.stillProcessing')}
        subTitle={t('checkout.stillProcessingText')}
        extra={[
          <Button key="retry" type="primary" onClick={retry}>
            {t('checkout.checkAgain')}
          </Button>,
          <Button key="dashboard" onClick={() => navigate('/dashboard')}>
            {t('checkout.dashboard')}
          </Button>,
        ]}
      />
    );
  } else {
    body = (
      <Result
        status="warning"
        title={t('checkout.unknown')}
        subTitle={t('checkout.unknownText')}
        extra={
          <Button type="primary" onClick={() => navigate(plansPath)}>
            {t('checkout.backToPlans')}
          </Button>
        }
      />
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ padding: '48px 16px', maxWidth: 720, width: '100%', margin: '0 auto' }}>
        <Card>
          <div aria-live="polite">{body}</div>
        </Card>
      </Layout.Content>
    </Layout>
  );
}
