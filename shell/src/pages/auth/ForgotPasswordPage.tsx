// /forgot-password: asks for the email and sends the reset link. The server answers the same whether
// or not the email is registered, so the page only repeats its message.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { call, LeanAlert, LeanButton, validate } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { EmailField } from './AuthFields';
import { PATHS } from '../../routing/paths';
import { formErrorMessage } from '../../session/error-message';
import { AuthLayout } from './AuthLayout';

export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    setSent(null);
    const result = validate(email, 'required|email', { field: t('email'), name: 'email' });
    if (result !== true) {
      setError(result);
      return document.getElementById(emailId)?.focus();
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await call('forgotPassword', { body: { email: email.trim() } });
      setSent(answer.data.message || t('resetLinkSent'));
    } catch (failure) {
      setServerError(formErrorMessage(failure) ?? t('requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('forgotPasswordTitle')} intro={t('forgotPasswordIntro')} testId="forgot-password">
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        {serverError ? <LeanAlert type="error">{serverError}</LeanAlert> : null}
        {sent ? <LeanAlert type="success">{sent}</LeanAlert> : null}
        <EmailField id={emailId} value={email} error={error} onChange={setEmail} />
        <LeanButton type="submit" block loading={busy}>
          {t('sendResetLink')}
        </LeanButton>
      </form>
      <p className="cs-after-form">
        <Link className="cs-link" to={PATHS.login}>
          {t('backToLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
