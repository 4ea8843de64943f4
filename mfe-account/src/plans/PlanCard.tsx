// One plan on the plans page (spec §3 Plan): name, description, durations with their price and
// discount, the recommended badge, trial days, the features in the plan, and the actions.
import type { CallResult } from '@cadence/shared-lib';
import { Badge, Button, Card, Flex, Radio, Tag, theme, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../i18n/namespace';

export type Plan = CallResult<'plans'>['data']['plans'][number];

export interface PlanChoice {
  plan: Plan;
  durationId: number | null;
  trial: boolean;
}

export interface PlanCardProps {
  plan: Plan;
  /** Some choice is being sent (all buttons wait); `pending` marks this card's button. */
  busy: boolean;
  pending: 'choose' | 'trial' | null;
  onChoose(choice: PlanChoice): void;
}

export function PlanCard({ plan, busy, pending, onChoose }: PlanCardProps) {
  const { t } = useTranslation(ACCOUNT_NS);
  const titleId = useId();
  const { token } = theme.useToken();
  const [durationId, setDurationId] = useState<number | null>(plan.default_duration?.id ?? plan.durations[0]?.id ?? null);
  const duration = plan.durations.find((d) => d.id === durationId) ?? null;
  // spec §6: the plans page shows the features that are in the plan and active.
  const features = plan.features.filter((feature) => feature.active);

  const card = (
    <Card
      role="article"
      aria-labelledby={titleId}
      style={{ height: '100%', borderColor: plan.recommended ? token.colorPrimary : undefined }}
      data-testid="plan-card"
    >
      <Flex vertical gap="middle">
        <div>
          <Typography.Title level={3} id={titleId} style={{ marginBottom: 4 }}>
            {plan.name}
          </Typography.Title>
          {plan.desc ? <Typography.Paragraph type="secondary">{plan.desc}</Typography.Paragraph> : null}
        </div>
        <div>
          <Typography.Text strong style={{ fontSize: 28 }} data-testid="plan-price">
            {plan.free ? t('plans.free') : (duration?.price_format ?? '')}
          </Typography.Text>
          {duration?.discount_text ? (
            <Tag color="green" style={{ marginInlineStart: 8 }}>
              {duration.discount_text}
            </Tag>
          ) : null}
        </div>
        {plan.durations.length > 1 ? (
          <Radio.Group
            aria-label={t('plans.duration')}
            value={durationId}
            onChange={(event) => setDurationId(Number(event.target.value))}
            options={plan.durations.map((d) => ({
              value: d.id,
              label: `${d.label} · ${d.price_format}`,
            }))}
          />
        ) : null}
        {plan.trial_days > 0 ? <Typography.Text>{t('plans.trialDays', { count: plan.trial_days })}</Typography.Text> : null}
        {features.length > 0 ? (
          <div>
            <Typography.Text strong>{t('plans.features')}</Typography.Text>
            <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
              {features.map((feature) => (
                <li key={feature.key}>
                  {feature.name}
                  {feature.value ? <Typography.Text type="secondary"> · {feature.value}</Typography.Text> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Flex vertical gap="small">
          <Button
            type={plan.recommended ? 'primary' : 'default'}
            block
            loading={pending === 'choose'}
            disabled={busy && pending !== 'choose'}
            aria-label={t('plans.chooseLabel', { name: plan.name })}
            onClick={() => onChoose({ plan, durationId, trial: false })}
          >
            {t('plans.choose')}
          </Button>
          {plan.can_start_trial && plan.trial_days > 0 ? (
            <Button
              block
              loading={pending === 'trial'}
              disabled={busy && pending !== 'trial'}
              aria-label={t('plans.startTrialLabel', { name: plan.name, count: plan.trial_days })}
              onClick={() => onChoose({ plan, durationId, trial: true })}
            >
              {t('plans.startTrial', { count: plan.trial_days })}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );

  return plan.recommended ? <Badge.Ribbon text={t('plans.recommended')}>{card}</Badge.Ribbon> : card;
}
