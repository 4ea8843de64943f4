// Email + password sign-in form (spec §5 Login rules; §8 first email error in a red alert).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanAlert, LeanButton, LeanCheckbox, type User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { EmailField, PasswordField } from './AuthFields';
import { firstFieldError } from './first-field-error';
import { formErrorMessage } from '../../session/error-message';
import { signIn } from '../../session/sign-in';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation(SHELL_NS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const focus = (id: string) => document.getElementById(id)?.focus();

  const check = (): FieldErrors =>
    firstFieldError([
      ['email', email, 'required|email', t('email')],
      ['password', password, 'required', t('password')],
    ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = check();
    setErrors(found);
    if (found.email) return focus(emailId);
    if (found.password) return focus(passwordId);
    setBusy(true);
    try {
      const user = await signIn({ email: email.trim(), password, remember_me: remember });
      onSignedIn(user);
    } catch (error) {
      setServerError(formErrorMessage(error) ?? t('loginFailed'));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {serverError ? <LeanAlert type="error">{serverError}</LeanAlert> : null}
      <EmailField id={emailId} autoComplete="username" value={email} error={errors.email} onChange={setEmail} />
      <PasswordField id={passwordId} autoComplete="current-password" value={password} error={errors.password} onChange={setPassword} />
      <div className="cs-row">
        <LeanCheckbox label={t('rememberMe')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
      </div>
      <LeanButton type="submit" block loading={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </LeanButton>
    </form>
  );
}
