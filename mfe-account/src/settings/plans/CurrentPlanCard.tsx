// The current plan (spec §2 Plans tab): name, price and duration, renewal (or end) date, trial days
// left, and what to do when a renewal payment failed.
import { dayjs, type User } from '@cadence/shared-lib';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';

export type SubscribedTo = NonNullable<User['subscribed_to']>;

/** Dates travel as Y-m-d; shown in the user's locale. */
const day = (value: string) => dayjs(value).format('LL');

export function CurrentPlanCard({ subscription, free }: { subscription: SubscribedTo; free: boolean }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { plan, duration, renews_on, cancels_on, trial_days_left, status } = subscription;

  let dates: string | null = null;
  if (cancels_on) dates = t('planTab.endsOn', { date: day(cancels_on) });
  else if (renews_on) dates = t(status === 'trialing' ? 'planTab.trialEndsOn' : 'planTab.renewsOn', { date: day(renews_on) });

  return (
    <section aria-labelledby="current-plan-title" data-testid="current-plan">
      <Typography.Text type="secondary">{t('planTab.current')}</Typography.Text>
      <Flex align="center" gap="small" wrap>
        <Typography.Title level={3} id="current-plan-title" style={{ margin: 0 }}>
          {plan.name}
        </Typography.Title>
        {status === 'trialing' && trial_days_left !== null ? (
          <Tag color="blue">{t('planTab.trialDaysLeft', { count: trial_days_left })}</Tag>
        ) : null}
        {cancels_on ? <Tag color="orange">{t('planTab.cancelled')}</Tag> : null}
        {status === 'past_due' ? <Tag color="red">{t('planTab.pastDue')}</Tag> : null}
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 0' }} data-testid="current-plan-price">
        <Typography.Text strong style={{ fontSize: 20 }}>
          {free ? t('plans.free') : duration.price_format}
        </Typography.Text>
        {free ? null : <Typography.Text type="secondary"> / {t(`planTab.per.${duration.duration === 'year' ? 'year' : 'month'}`)}</Typography.Text>}
      </Typography.Paragraph>
      {dates ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} data-testid="current-plan-dates">
          {dates}
        </Typography.Paragraph>
      ) : null}
      {status === 'past_due' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title={t('planTab.pastDueTitle')}
          description={t('planTab.pastDueText')}
        />
      ) : null}
    </section>
  );
}
