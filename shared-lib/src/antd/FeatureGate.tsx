// Wraps a control that needs a gated feature (spec §6). Allowed: the control as is. Locked: the control
// disabled, with the tooltip "Upgrade your plan to use this" and a link to the Plans tab. Blocked (the
// feature is switched off): nothing.
import { Space, Tooltip } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeature, type FeatureKey } from '@cadence/shared-lib';
import { UPGRADE_PLANS_PATH } from './upgrade-paths';

export interface FeatureGateProps {
  feature: FeatureKey;
  /** One control accepting `disabled` (an antd Button, usually). */
  children: ReactElement<{ disabled?: boolean }>;
}

export function FeatureGate({ feature, children }: FeatureGateProps) {
  const { t } = useTranslation('common');
  const state = useFeature(feature);
  if (state === 'allowed') return children;
  if (state === 'blocked' || !isValidElement(children)) return null;
  return (
    <Space size={4} data-testid={`feature-locked-${feature}`}>
      <Tooltip title={t('upgrade.tooltip')}>
        {/* A disabled button fires no pointer events: the wrapper carries the tooltip. */}
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          {cloneElement(children, { disabled: true })}
        </span>
      </Tooltip>
      <Link to={UPGRADE_PLANS_PATH} title={t('upgrade.tooltip')}>
        {t('upgrade.plans')}
      </Link>
    </Space>
  );
}
