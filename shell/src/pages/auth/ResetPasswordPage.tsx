// /reset-password/:token?email=…: the emailed single-use link; sets a new password, then offers sign-in.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { call, LeanAlert, LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { EmailField, PasswordField } from './AuthFields';
import { firstFieldError, type FieldCheck } from './first-field-error';
import { PATHS } from '../../routing/paths';
import { formErrorMessage } from '../../session/error-message';
import { AuthLayout } from './AuthLayout';

type Field = 'email' | 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string>>;

export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids: Record<Field, string> = { email: useId(), password: useId(), password_confirmation: useId() };

  const check = (): FieldErrors => {
    const values = { password };
    const checks: Array<FieldCheck<Field>> = [
      ['email', email, 'required|email', t('email')],
      ['password', password, 'required|min:8|password', t('newPassword')],
      ['password_confirmation', confirmation, 'required', t('confirmPassword')],
      // Worded like Laravel: "The New password field confirmation does not match".
      ['password_confirmation', confirmation, 'confirmed:password', t('newPassword')],
    ];
    return firstFieldError(checks, values);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = check();
    setErrors(found);
    const invalid = (Object.keys(found) as Field[])[0];
    if (invalid) return document.getElementById(ids[invalid])?.focus();
    setBusy(true);
    try {
      const answer = await call('resetPassword', {
        body: { token, email: email.trim(), password, password_confirmation: confirmation },
      });
      setDone(answer.data.message || t('passwordResetDone'));
    } catch (failure) {
      setServerError(formErrorMessage(failure) ?? t('requestFailed'));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('resetPasswordTitle')} intro={done ? undefined : t('resetPasswordIntro')} testId="reset-password">
      {done ? (
        <>
          <LeanAlert type="success">{done}</LeanAlert>
          <p className="cs-after-form">
            <Link className="cs-cta" to={PATHS.login}>
              {t('signIn')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
            {serverError ? <LeanAlert type="error">{serverError}</LeanAlert> : null}
            <EmailField id={ids.email} autoComplete="username" value={email} error={errors.email} onChange={setEmail} />
            <PasswordField id={ids.password} labelKey="newPassword" autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
            <PasswordField id={ids.password_confirmation} name="password_confirmation" labelKey="confirmPassword" autoComplete="new-password" value={confirmation} error={errors.password_confirmation} onChange={setConfirmation} />
            <LeanButton type="submit" block loading={busy}>
              {t('setNewPassword')}
            </LeanButton>
          </form>
          <p className="cs-after-form">
            <Link className="cs-link" to={PATHS.login}>
              {t('backToLogin')}
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
