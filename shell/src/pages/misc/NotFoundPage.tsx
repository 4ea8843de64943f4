// /error-404, and what any unknown path shows once every remote is known (spec §2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { StatePanel } from '../../states/StatePanel';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <StatePanel
      testId="error-404"
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      actions={
        <Link className="cs-cta" to="/">
          {t('backHome')}
        </Link>
      }
    />
  );
}
