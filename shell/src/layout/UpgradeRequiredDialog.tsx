// An action answered by the feature gate (403, spec §6) opens the upgrade prompt over the current page,
// instead of leaving it for the not-authorized page.
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onUpgradeRequired, type FeatureKey } from '@cadence/shared-lib';
import { UpgradePrompt } from '@cadence/shared-lib/antd';

export function UpgradeRequiredDialog() {
  const { t } = useTranslation('common');
  const [feature, setFeature] = useState<FeatureKey | null | undefined>(undefined);
  useEffect(() => onUpgradeRequired((key) => setFeature(key)), []);
  const close = () => setFeature(undefined);
  return (
    <Modal open={feature !== undefined} onCancel={close} footer={null} closable={{ 'aria-label': t('close') }} destroyOnHidden>
      <UpgradePrompt feature={feature} onNavigate={close} />
    </Modal>
  );
}
