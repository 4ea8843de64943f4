// Shown instead of a page whose gating feature is not in the user's plan (spec §6).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { PATHS } from '../routing/paths';
import { StatePanel } from './StatePanel';

export function UpgradePrompt() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <StatePanel
      testId="upgrade-prompt"
      title={t('upgradeTitle')}
      body={t('upgradeBody')}
      actions={
        <Link className="cs-cta" to={PATHS.plans}>
          {t('upgradeAction')}
        </Link>
      }
    />
  );
}
