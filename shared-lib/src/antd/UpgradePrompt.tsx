// Shown in place of a page (or in a dialog) when the user's plan lacks a gated feature (spec §6):
// it names the feature and leads to the Plans tab, or to add-ons.
import { Button, Result, Space } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FeatureKey } from '@cadence/shared-lib';
import { ADDONS_PATH, UPGRADE_PLANS_PATH } from './upgrade-paths';

export interface UpgradePromptProps {
  /** The feature the user asked for; without it the prompt speaks of "this feature". */
  feature?: FeatureKey | null;
  /** Called when the user follows one of the links (closes a dialog). */
  onNavigate?: () => void;
}

export function UpgradePrompt({ feature, onNavigate }: UpgradePromptProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const title = feature ? t('upgrade.title', { feature: t(`feature.${feature}`) }) : t('upgrade.titleGeneric');
  // Real links (href) styled as buttons, followed inside the app without a page load.
  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    onNavigate?.();
    navigate(path);
  };
  return (
    <div data-testid="upgrade-prompt">
      <Result
        status="info"
        title={<h1 style={{ fontSize: 'inherit', margin: 0, color: 'inherit' }}>{title}</h1>}
        subTitle={t('upgrade.text')}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" href={UPGRADE_PLANS_PATH} onClick={go(UPGRADE_PLANS_PATH)}>
              {t('upgrade.plans')}
            </Button>
            <Button href={ADDONS_PATH} onClick={go(ADDONS_PATH)}>
              {t('upgrade.addons')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
