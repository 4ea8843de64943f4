// The frame of every sign-in page: the auth image, the language toggle, the brand, a heading and
// an optional intro line, then the page's own content.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n';
import { useShellStyles } from '../../states/shell-styles';
import { AuthImage } from './AuthImage';
import { LanguageSelect } from './LanguageSelect';

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function AuthLayout({ title, intro, testId, children }: AuthLayoutProps) {
  useShellStyles();
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="cs-auth" data-testid={testId}>
      <div className="cs-auth-art">
        <AuthImage />
      </div>
      <main className="cs-auth-panel">
        <div className="cs-auth-top">
          <LanguageSelect />
        </div>
        <div className="cs-brand">{t('appName')}</div>
        <h1>{title}</h1>
        {intro ? <p className="cs-muted">{intro}</p> : null}
        {children}
      </main>
    </div>
  );
}
