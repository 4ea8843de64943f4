// /register: the sign-up form; on success the session is stored, a confirmation shows, and the user
// goes to /dashboard after about a second (two 500 ms delays, spec §4) — the guard then leads on
// (verify email, plans, approval).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LeanAlert } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { PATHS } from '../../routing/paths';
import { wait } from '../../session/wait';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

export const REGISTER_REDIRECT_STEP_MS = 500;

export function RegisterPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onRegistered = async () => {
    setDone(true);
    await wait(REGISTER_REDIRECT_STEP_MS);
    await wait(REGISTER_REDIRECT_STEP_MS);
    if (mounted.current) navigate(PATHS.dashboard, { replace: true });
  };

  return (
    <AuthLayout title={t('registerTitle')} intro={t('registerSubtitle')} testId="register">
      {done ? (
        <LeanAlert type="success">{t('registerSuccess')}</LeanAlert>
      ) : (
        <>
          <RegisterForm onRegistered={() => void onRegistered()} />
          <p className="cs-after-form">
            {t('haveAccount')}{' '}
            <Link className="cs-link" to={PATHS.login}>
              {t('signInInstead')}
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
