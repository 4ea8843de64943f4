// /verify-email: where the guard holds a user whose email is not verified yet (spec §4). Explains,
// resends the link (throttled by the server), and "Check again" picks up a verification made on
// another device. Once verified, the user is led to the next step.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { nextStepFor } from '../../routing/user-gate';
import { AuthLayout } from './AuthLayout';
import { CheckAgainButton } from './CheckAgainButton';
import { ResendVerificationButton } from './ResendVerificationButton';
import { SignOutButton } from './SignOutButton';

export function VerifyEmailPage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSessionStore((state) => state.user);
  // RequireAuth wraps this route, so a user is present; with nothing to verify, carry on.
  if (!user) return null;
  if (user.role !== 'user' || user.email_verified_at) return <Navigate to={nextStepFor(user)} replace />;

  return (
    <AuthLayout title={t('verifyEmailTitle')} testId="verify-email">
      <p>{t('verifyEmailBody', { email: user.email })}</p>
      <ResendVerificationButton />
      <CheckAgainButton isDone={(fresh) => fresh.email_verified_at !== null} pendingText={t('stillUnverified')}>
        <SignOutButton />
      </CheckAgainButton>
    </AuthLayout>
  );
}
