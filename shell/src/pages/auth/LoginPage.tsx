// /login: language toggle, auth image, the sign-in form; afterwards the page asked for or the role's home.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { homePathFor, PATHS, safeReturnPath } from '../../routing/paths';
import type { ReturnState } from '../../routing/RequireAuth';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const from = safeReturnPath((location.state as ReturnState | null)?.from);

  const onSignedIn = (user: User) => {
    navigate(from ?? homePathFor(user), { replace: true });
  };

  return (
    <AuthLayout title={t('loginTitle')} intro={t('loginSubtitle')}>
      <LoginForm onSignedIn={onSignedIn} />
      <div className="cs-row cs-after-form">
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
    </AuthLayout>
  );
}
