// /pages/miscellaneous/{under-maintenance,not-authorized,coming-soon,error} (spec §2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_NS } from '../../i18n';
import { StatePanel } from '../../states/StatePanel';
import { useShellStyles } from '../../states/shell-styles';

export const MISC_PAGES = {
  'under-maintenance': { title: 'miscUnderMaintenanceTitle', body: 'miscUnderMaintenanceBody' },
  'not-authorized': { title: 'miscNotAuthorizedTitle', body: 'miscNotAuthorizedBody' },
  'coming-soon': { title: 'miscComingSoonTitle', body: 'miscComingSoonBody' },
  error: { title: 'miscErrorTitle', body: 'miscErrorBody' },
} as const;

export type MiscPageName = keyof typeof MISC_PAGES;

export function MiscPage({ name, body }: { name: MiscPageName; body?: string | null }) {
  useShellStyles();
  const { t } = useTranslation(SHELL_NS);
  const keys = MISC_PAGES[name];
  return (
    <main className="cs-page">
      <StatePanel
        testId={`misc-${name}`}
        title={t(keys.title)}
        body={body || t(keys.body)}
        actions={
          <Link className="cs-cta" to="/">
            {t('backHome')}
          </Link>
        }
      />
    </main>
  );
}
