// A button that runs one request and reports its outcome above itself (the holding pages' Check
// again and Resend): busy while it runs, the answer's notice or the server's message on failure.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeanAlert, LeanButton } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { formErrorMessage } from '../../session/error-message';

export interface Notice {
  type: 'success' | 'info' | 'error';
  text: string;
}

export interface NoticeActionButtonProps {
  label: string;
  /** Runs the request; the notice to show, or null for none. */
  run: () => Promise<Notice | null>;
  children?: ReactNode;
}

export function NoticeActionButton({ label, run, children }: NoticeActionButtonProps) {
  const { t } = useTranslation(SHELL_NS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async () => {
    setNotice(null);
    setBusy(true);
    try {
      setNotice(await run());
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
        <LeanButton loading={busy} onClick={() => void act()}>
          {label}
        </LeanButton>
        {children}
      </div>
    </>
  );
}
