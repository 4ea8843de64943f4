// Interim auth pages (register, password reset, approval, email verification): a translated notice
// with a way back to sign-in. The accounts work replaces them with the real flows.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LeanCard } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { PATHS } from '../../routing/paths';
import { useShellStyles } from '../../states/shell-styles';

export interface AuthPlaceholderProps {
  titleKey: string;
  bodyKey?: string;
  testId: string;
}

export function AuthPlaceholder({ titleKey, bodyKey = 'authPlaceholderBody', testId }: AuthPlaceholderProps) {
  useShellStyles();
  const { t } = useTranslation(SHELL_NS);
  return (
    <main className="cs-page" data-testid={testId}>
      <LeanCard title={t(titleKey)}>
        <p>{t(bodyKey)}</p>
        <Link className="cs-link" to={PATHS.login}>
          {t('backToLogin')}
        </Link>
      </LeanCard>
    </main>
  );
}
