// The features of the catalogue as the customer has them (spec §2 Plans tab): active ones plain,
// inactive ones struck through (and announced as not included for screen readers).
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';

export interface FeatureLine {
  key: string;
  name: string;
  is_active: boolean;
  value: string | null;
  source: 'plan' | 'addon' | null;
}

export function PlanFeatures({ features }: { features: FeatureLine[] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('planTab.features')}>
      {features.map((feature) => (
        <li key={feature.key} data-testid="plan-feature" data-active={feature.is_active}>
          <Typography.Text delete={!feature.is_active} type={feature.is_active ? undefined : 'secondary'}>
            {feature.name}
          </Typography.Text>
          {feature.is_active && feature.value ? <Typography.Text type="secondary"> · {feature.value}</Typography.Text> : null}
          {feature.is_active && feature.source === 'addon' ? (
            <Tag style={{ marginInlineStart: 8 }}>{t('planTab.fromAddon')}</Tag>
          ) : null}
          {feature.is_active ? null : <span style={SR_ONLY}>{` (${t('planTab.notIncluded')})`}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Visually hidden, still read by screen readers. */
const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
