// Asks for a new verification link (signed in only; the server throttles it) and reports the answer.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call, LeanAlert, LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { formErrorMessage } from '../../session/error-message';

export function ResendVerificationButton({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const answer = await call('resendVerification');
      setNotice({ type: 'success', text: answer.data.message || t('verificationSent') });
    } catch (failure) {
      setNotice({ type: 'error', text: formErrorMessage(failure) ?? t('requestFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {notice ? <LeanAlert type={notice.type}>{notice.text}</LeanAlert> : null}
      <div className="cs-actions">
        <LeanButton loading={busy} onClick={() => void resend()}>
          {t('resendVerification')}
        </LeanButton>
        {children}
      </div>
    </>
  );
}
