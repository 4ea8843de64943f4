// A yes/no dialog resolving to the admin's choice. The safe choice (Cancel) is the one Enter picks.
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmTexts {
  title: string;
  content: string;
  okText: string;
  /** Red OK button for destructive or disruptive choices (default true). */
  danger?: boolean;
}

export function useConfirm(): (texts: ConfirmTexts) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation('common');
  return useCallback(
    ({ title, content, okText, danger = true }: ConfirmTexts) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: t('cancel'),
          okButtonProps: { danger },
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
