// Account settings → Plans (spec §2): the current plan card, the features with inactive ones struck
// through, links to invoices and add-ons, Cancel Subscription and Upgrade.
import { call, useLoad, useSessionStore } from '@cadence/shared-lib';
import { LoadFailed } from '@cadence/shared-lib/antd';
import { Button, Divider, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { Loading } from '../../platform/Loading';
import { storedOfferCode, visiblePlans } from '../../plans/offer-code';
import { CancelSubscription } from './CancelSubscription';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanFeatures } from './PlanFeatures';
import { UpgradeOptions } from './UpgradeOptions';

export function PlansTab() {
  const { t } = useTranslation(ACCOUNT_NS);
  const subscription = useSessionStore((state) => state.user?.subscribed_to ?? null);
  const [upgrading, setUpgrading] = useState(false);
  const plans = useLoad(() => call('plans').then((answer) => visiblePlans(answer.data.plans, storedOfferCode())));
  const features = useLoad(() => call('features').then((answer) => answer.data.features));

  if (!subscription) {
    return (
      <Empty description={t('planTab.none')}>
        <Link to="/plans">{t('planTab.choosePlan')}</Link>
      </Empty>
    );
  }

  const current = plans.data?.find((plan) => plan.id === subscription.plan.id);
  // The user payload's plan may carry free/default (passthrough); the plans list is the fallback.
  const free = subscription.plan.free === true || current?.free === true;
  const others = plans.data?.filter((plan) => plan.id !== subscription.plan.id && !plan.free) ?? [];
  const canCancel = !free && !subscription.cancels_on;

  return (
    <Flex vertical gap="middle">
      <CurrentPlanCard subscription={subscription} free={free} />

      <Flex gap="middle" wrap align="center">
        {others.length > 0 ? (
          <Button type="primary" aria-expanded={upgrading} onClick={() => setUpgrading((open) => !open)}>
            {t('planTab.upgrade')}
          </Button>
        ) : null}
        {canCancel ? <CancelSubscription subscription={subscription} /> : null}
        <Link to="/invoices/list">{t('planTab.invoices')}</Link>
        <Link to="/addons">{t('planTab.addons')}</Link>
      </Flex>

      {upgrading ? (
        <section aria-labelledby="upgrade-title">
          <Typography.Title level={4} id="upgrade-title">
            {t('planTab.upgradeTitle')}
          </Typography.Title>
          <UpgradeOptions plans={others} currentPrice={free ? 0 : (current?.default_duration?.price ?? 0)} />
        </section>
      ) : null}
      {plans.failed ? <LoadFailed text={t('plans.loadFailed')} onRetry={plans.reload} /> : null}

      <Divider style={{ margin: '8px 0' }} />
      <section aria-labelledby="features-title">
        <Typography.Title level={4} id="features-title">
          {t('planTab.features')}
        </Typography.Title>
        {features.failed ? (
          <LoadFailed text={t('planTab.featuresFailed')} onRetry={features.reload} />
        ) : features.loading || !features.data ? (
          <Loading />
        ) : features.data.length > 0 ? (
          <PlanFeatures features={features.data} />
        ) : (
          <Empty description={t('planTab.noFeatures')} />
        )}
      </section>
    </Flex>
  );
}
