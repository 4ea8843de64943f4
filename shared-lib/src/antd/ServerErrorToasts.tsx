// Shows every server error the client reports as the spec's red 'Server Error' toast (§8, §9: 3 s, top-left).
import { onServerError } from '@cadence/shared-lib';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const SERVER_ERROR_TOAST_SECONDS = 3;

export function ServerErrorToasts() {
  const { notification } = App.useApp();
  const { t } = useTranslation('common');
  useEffect(
    () =>
      onServerError((message) => {
        notification.error({
          title: t('serverError.title'),
          description: message,
          placement: 'topLeft',
          duration: SERVER_ERROR_TOAST_SECONDS,
        });
      }),
    [notification, t],
  );
  return null;
}
