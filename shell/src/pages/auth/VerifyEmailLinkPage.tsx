// /verify-email/:id/:hash?expires=…&signature=…: the page the verification mail links to. It asks the
// API to check the signed link (no session needed). Signed in: the stored user is refreshed and the
// user continues to the guard's next step; signed out: an invitation to sign in.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { call, LeanAlert, LeanSpinner, useSessionStore } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { PATHS } from '../../routing/paths';
import type { ReturnState } from '../../routing/RequireAuth';
import { nextStepFor } from '../../routing/user-gate';
import { formErrorMessage } from '../../session/error-message';
import { refreshUser } from '../../session/refresh-user';
import { wait } from '../../session/wait';
import { AuthLayout } from './AuthLayout';
import { ResendVerificationButton } from './ResendVerificationButton';

/** Time to read the success message before continuing. */
export const VERIFIED_REDIRECT_MS = 1000;

type Outcome = { state: 'verifying' } | { state: 'verified'; message: string; next: string | null } | { state: 'failed'; message: string };

export function VerifyEmailLinkPage() {
  const { t } = useTranslation(SHELL_NS);
  const { id = '', hash = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.user !== null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  // One request per visit, also under StrictMode's double effects: the link is checked once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const verify = async () => {
      try {
        const answer = await call('verifyEmail', {
          params: { id, hash },
          query: { expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' },
        });
        const message = answer.data.message || t('emailVerified');
        if (!useSessionStore.getState().user) return setOutcome({ state: 'verified', message, next: null });
        const user = await refreshUser().catch(() => useSessionStore.getState().user);
        const next = user ? nextStepFor(user) : null;
        setOutcome({ state: 'verified', message, next });
        if (next) {
          await wait(VERIFIED_REDIRECT_MS);
          navigate(next, { replace: true });
        }
      } catch (failure) {
        setOutcome({ state: 'failed', message: formErrorMessage(failure) ?? t('verifyLinkInvalid') });
      }
    };
    void verify();
  }, [id, hash, search, navigate, t]);

  const signInState: ReturnState = { from: PATHS.verifyEmail };
  return (
    <AuthLayout title={t('verifyEmailLinkTitle')} testId="verify-email-link">
      {outcome.state === 'verifying' ? <LeanSpinner label={t('verifyingEmail')} showLabel /> : null}
      {outcome.state === 'verified' ? (
        <>
          <LeanAlert type="success">{outcome.message}</LeanAlert>
          <p className="cs-after-form">
            <Link className="cs-cta" to={outcome.next ?? PATHS.login}>
              {outcome.next ? t('continue') : t('signIn')}
            </Link>
          </p>
        </>
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          <LeanAlert type="error">{outcome.message}</LeanAlert>
          {signedIn ? (
            <ResendVerificationButton />
          ) : (
            <p className="cs-after-form">
              {t('signInToResend')}{' '}
              <Link className="cs-link" to={PATHS.login} state={signInState}>
                {t('signIn')}
              </Link>
            </p>
          )}
        </>
      ) : null}
    </AuthLayout>
  );
}
