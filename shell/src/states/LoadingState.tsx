import { useTranslation } from 'react-i18next';
import { LeanSpinner } from '@cadence/shared-lib';
import { SHELL_NS } from '../i18n';
import { useShellStyles } from './shell-styles';

export function LoadingState() {
  useShellStyles();
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="cs-state" data-testid="loading">
      <LeanSpinner label={t('loading')} showLabel />
    </div>
  );
}
