// "Check again": re-reads the signed-in user. When the step is done the page holding the user leads
// on by itself (it follows the session store); otherwise this says the step is still pending.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@cadence/shared-lib';
import { SHELL_NS } from '../../i18n';
import { refreshUser } from '../../session/refresh-user';
import { NoticeActionButton } from './NoticeActionButton';

export interface CheckAgainButtonProps {
  isDone(user: User): boolean;
  pendingText: string;
  children?: ReactNode;
}

export function CheckAgainButton({ isDone, pendingText, children }: CheckAgainButtonProps) {
  const { t } = useTranslation(SHELL_NS);
  const check = async () => (isDone(await refreshUser()) ? null : { type: 'info' as const, text: pendingText });
  return (
    <NoticeActionButton label={t('checkAgain')} run={check}>
      {children}
    </NoticeActionButton>
  );
}
