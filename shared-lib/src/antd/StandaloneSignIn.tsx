// The standalone QA entry's sign-in form: POST /auth/login against the real API.
import {
  LeanAlert,
  LeanButton,
  LeanCard,
  LeanInput,
  applyLocale,
  call,
  firstValidationMessage,
  useSessionStore,
} from '@cadence/shared-lib';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function StandaloneSignIn() {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call('csrfCookie');
      const answer = await call('login', { body: { email, password, remember_me: false } });
      useSessionStore.getState().setSession(answer.data.user, answer.data.access_token);
      applyLocale(answer.data.user.locale);
    } catch (caught) {
      // 422 shows here; other errors already raised the server-error toast.
      setError(firstValidationMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <LeanCard title={t('standalone.signInTitle')} style={{ maxInlineSize: 420, marginInline: 'auto', marginBlockStart: 48 }}>
      {error ? <LeanAlert type="error">{error}</LeanAlert> : null}
      <form onSubmit={submit} noValidate>
        <LeanInput label={t('standalone.email')} type="email" autoComplete="email" value={email} required onChange={(e) => setEmail(e.target.value)} />
        <LeanInput
          label={t('standalone.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          required
          onChange={(e) => setPassword(e.target.value)}
        />
        <LeanButton type="submit" block loading={busy}>
          {t('standalone.signIn')}
        </LeanButton>
      </form>
    </LeanCard>
  );
}
