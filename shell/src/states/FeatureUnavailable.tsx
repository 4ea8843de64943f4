// Shown in place of a remote's page (or an unknown path) while that remote cannot be loaded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { StatePanel } from './StatePanel';

export interface FeatureUnavailableProps {
  onRetry: () => Promise<void> | void;
}

export function FeatureUnavailable({ onRetry }: FeatureUnavailableProps) {
  const { t } = useTranslation(SHELL_NS);
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <StatePanel
      testId="feature-unavailable"
      role="alert"
      title={t('featureUnavailableTitle')}
      body={t('featureUnavailableBody')}
      actions={
        <LeanButton onClick={() => void retry()} loading={busy}>
          {t('retry')}
        </LeanButton>
      }
    />
  );
}
