// /awaiting-approval: where the guard holds a user whose account is not approved yet (spec §4).
// "Check again" re-reads the user; once approved they continue to the next step.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { nextStepFor } from '../../routing/user-gate';
import { AuthLayout } from './AuthLayout';
import { CheckAgainButton } from './CheckAgainButton';
import { SignOutButton } from './SignOutButton';

export function AwaitingApprovalPage() {
  const { t } = useTranslation(SHELL_NS);
  const user = useSessionStore((state) => state.user);
  // RequireAuth wraps this route, so a user is present. Approved (now or after "Check again"): carry on.
  if (!user) return null;
  if (user.role !== 'user' || user.approved_at) return <Navigate to={nextStepFor(user)} replace />;

  return (
    <AuthLayout title={t('awaitingApprovalTitle')} testId="awaiting-approval">
      <p>{t('awaitingApprovalBody')}</p>
      <CheckAgainButton isDone={(fresh) => fresh.approved_at !== null} pendingText={t('stillAwaitingApproval')}>
        <SignOutButton />
      </CheckAgainButton>
    </AuthLayout>
  );
}
