// Asks for a new verification link (signed in only; the server throttles it) and reports the answer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { NoticeActionButton } from './NoticeActionButton';

export function ResendVerificationButton({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(SHELL_NS);
  const resend = async () => {
    const answer = await call('resendVerification');
    return { type: 'success' as const, text: answer.data.message || t('verificationSent') };
  };
  return (
    <NoticeActionButton label={t('resendVerification')} run={resend}>
      {children}
    </NoticeActionButton>
  );
}
