// Confirmations and notices of spec §8, translated, resolving to the user's choice.
import { i18n } from '@cadence/shared-lib';
import { modalConfirm, notificationApi } from './app-bridge';

export interface ConfirmTexts {
  title: string;
  content: string;
  okText: string;
  /** Red OK button for destructive or disruptive choices (default true). */
  danger?: boolean;
}

/** A yes/no question resolving to the user's choice; Cancel (the safe choice) has the focus. */
export function confirmChoice({ danger = true, ...texts }: ConfirmTexts): Promise<boolean> {
  return new Promise((resolve) => {
    modalConfirm({
      ...texts,
      type: 'warning',
      cancelText: i18n.t('common:cancel'),
      okButtonProps: { danger },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** 'Are you sure?' / "You won't be able to revert this!" / 'Yes, delete it!' */
export function confirmDelete(): Promise<boolean> {
  return confirmChoice({
    title: i18n.t('common:confirmDelete.title'),
    content: i18n.t('common:confirmDelete.text'),
    okText: i18n.t('common:confirmDelete.ok'),
  });
}

/** 'Are you sure by remove connection?' with the auto-publishing warning. */
export function confirmRemoveConnection(): Promise<boolean> {
  return confirmChoice({
    title: i18n.t('common:confirmRemoveConnection.title'),
    content: i18n.t('common:confirmRemoveConnection.text'),
    okText: i18n.t('common:confirmRemoveConnection.ok'),
  });
}

/** 'Deleted!' with `text` (default: 'Your post has been deleted.'). */
export function notifyDeleted(text?: string): void {
  notificationApi().success({
    title: i18n.t('common:deleted.title'),
    description: text ?? i18n.t('common:deleted.text'),
    duration: 3,
  });
}
