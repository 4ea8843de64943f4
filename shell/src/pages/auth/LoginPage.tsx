// /login: language toggle, auth image, the sign-in form; afterwards the page asked for or the role's home.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { homePathFor, PATHS, safeReturnPath } from '../../routing/paths';
import type { ReturnState } from '../../routing/RequireAuth';
import { useShellStyles } from '../../states/shell-styles';
import { AuthImage } from './AuthImage';
import { LanguageSelect } from './LanguageSelect';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  useShellStyles();
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath((location.state as ReturnState | null)?.from);

  const onSignedIn = (user: User) => {
    navigate(from ?? homePathFor(user), { replace: true });
  };

  return (
    <div className="cs-auth">
      <div className="cs-auth-art">
        <AuthImage />
      </div>
      <main className="cs-auth-panel">
        <div className="cs-auth-top">
          <LanguageSelect />
        </div>
        <div className="cs-brand">{t('appName')}</div>
        <h1>{t('loginTitle')}</h1>
        <p className="cs-muted">{t('loginSubtitle')}</p>
        <LoginForm onSignedIn={onSignedIn} />
        <div className="cs-row" style={{ marginBlockStart: 16 }}>
          <Link className="cs-link" to={PATHS.forgotPassword}>
            {t('forgotPasswordLink')}
          </Link>
          <span>
            {t('noAccount')}{' '}
            <Link className="cs-link" to={PATHS.register}>
              {t('createAccount')}
            </Link>
          </span>
        </div>
      </main>
    </div>
  );
}
