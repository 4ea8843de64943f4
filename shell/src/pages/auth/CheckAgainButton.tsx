// "Check again": re-reads the signed-in user. When the step is done the page holding the user leads
// on by itself (it follows the session store); otherwise this says the step is still pending.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanAlert, LeanButton, type User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { formErrorMessage } from '../../session/error-message';
import { refreshUser } from '../../session/refresh-user';

export interface CheckAgainButtonProps {
  isDone(user: User): boolean;
  pendingText: string;
  children?: ReactNode;
}

export function CheckAgainButton({ isDone, pendingText, children }: CheckAgainButtonProps) {
  const { t } = useTranslation(SHELL_NS);
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async () => {
    setNotice(null);
    setBusy(true);
    try {
      const fresh = await refreshUser();
      if (!isDone(fresh)) setNotice({ type: 'info', text: pendingText });
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
        <LeanButton loading={busy} onClick={() => void check()}>
          {t('checkAgain')}
        </LeanButton>
        {children}
      </div>
    </>
  );
}
