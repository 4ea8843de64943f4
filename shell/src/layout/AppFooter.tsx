import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';

export function AppFooter() {
  const { t } = useTranslation(SHELL_NS);
  return <Layout.Footer className="cs-footer">{t('footerText', { year: new Date().getFullYear() })}</Layout.Footer>;
}
