// Sign-up form (spec §5 Registration): full name, phone with country code, email, password with the
// spec's strength rule. Like the login form, only the first invalid field reports.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanAlert, LeanButton, LeanInput, type User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { EmailField, PasswordField } from './AuthFields';
import { firstFieldError, type FieldCheck } from './first-field-error';
import { formErrorMessage } from '../../session/error-message';
import { register } from '../../session/register';
import { DEFAULT_COUNTRY, fullPhone } from './calling-codes';
import { PhoneField } from './PhoneField';

type Field = 'full_name' | 'phone' | 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

export function RegisterForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const { t } = useTranslation(SHELL_NS);
  const [fullName, setFullName] = useState('');
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids: Record<Field, string> = { full_name: useId(), phone: useId(), email: useId(), password: useId() };

  const check = (): FieldErrors => {
    const checks: Array<FieldCheck<Field>> = [
      ['full_name', fullName, 'required', t('fullName')],
      // Digits and spaces only: the country code is added by the picker.
      ['phone', number, 'required|regex:^[0-9\\s]+$', t('phone')],
      ['email', email, 'required|email', t('email')],
      ['password', password, 'required|min:8|password', t('password')],
    ];
    return firstFieldError(checks);
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
      const user = await register({
        full_name: fullName.trim(),
        phone: fullPhone(country, number),
        email: email.trim(),
        password,
      });
      onRegistered(user);
    } catch (error) {
      setServerError(formErrorMessage(error) ?? t('registerFailed'));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      {serverError ? <LeanAlert type="error">{serverError}</LeanAlert> : null}
      <LeanInput
        id={ids.full_name}
        label={t('fullName')}
        name="full_name"
        autoComplete="name"
        value={fullName}
        error={errors.full_name}
        onChange={(event) => setFullName(event.target.value)}
      />
      <PhoneField
        id={ids.phone}
        country={country}
        number={number}
        error={errors.phone}
        onCountryChange={setCountry}
        onNumberChange={setNumber}
      />
      <EmailField id={ids.email} value={email} error={errors.email} onChange={setEmail} />
      <PasswordField id={ids.password} autoComplete="new-password" value={password} error={errors.password} onChange={setPassword} />
      <LeanButton type="submit" block loading={busy}>
        {busy ? t('signingUp') : t('signUp')}
      </LeanButton>
    </form>
  );
}
