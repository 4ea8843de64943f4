// The plans the customer can move to (spec §2 Upgrade, §7 GET /subscriptions/checkout/{planId}):
// the paid plans on offer (respecting the kept offer code) other than the current one. Choosing
// one starts the provider's checkout and goes there after 0.5 s.
import { call, firstValidationMessage } from '@cadence/shared-lib';
import { App, Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { SUBSCRIPTION_REDIRECT_DELAY_MS } from '../../platform/delays';
import { goTo } from '../../plans/go-to';
import type { Plan } from '../../plans/PlanCard';

export interface UpgradeOptionsProps {
  /** Paid plans other than the current one, already filtered by offer code. */
  plans: Plan[];
  /** The current plan's price in cents (0 for a free plan): cheaper plans read "Switch". */
  currentPrice: number;
}

export function UpgradeOptions({ plans, currentPrice }: UpgradeOptionsProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);

  const upgrade = async (plan: Plan) => {
    setPending(plan.id);
    try {
      const answer = await call('checkout', { params: { planId: plan.id } });
      void message.loading(t('planTab.toCheckout'));
      setTimeout(() => goTo(answer.data.url, navigate), SUBSCRIPTION_REDIRECT_DELAY_MS);
    } catch (error) {
      const problem = firstValidationMessage(error);
      if (problem) void message.error(problem);
      setPending(null);
    }
  };

  if (plans.length === 0) return <Empty description={t('planTab.noUpgrade')} />;
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('planTab.upgradeTitle')}>
      {plans.map((plan) => {
        const price = plan.default_duration?.price ?? 0;
        const label = t(price > currentPrice ? 'planTab.upgradeTo' : 'planTab.switchTo', { name: plan.name });
        return (
          <Col key={plan.id} xs={24} md={12} role="listitem">
            <Card size="small" data-testid="upgrade-option">
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {plan.name}
              </Typography.Title>
              {plan.default_duration ? (
                <Typography.Paragraph>
                  <Typography.Text strong>{plan.default_duration.price_format}</Typography.Text>
                  <Typography.Text type="secondary"> · {plan.default_duration.label}</Typography.Text>
                </Typography.Paragraph>
              ) : null}
              {plan.desc ? <Typography.Paragraph type="secondary">{plan.desc}</Typography.Paragraph> : null}
              <Button
                type={plan.recommended ? 'primary' : 'default'}
                loading={pending === plan.id}
                disabled={pending !== null && pending !== plan.id}
                onClick={() => void upgrade(plan)}
              >
                {label}
              </Button>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
