// Lets plain functions (confirmDelete, notifyDeleted) use the themed modal/notification APIs of
// the mounted <App>, so dialogs follow the skin, direction and locale. Falls back to antd's statics.
import { App, Modal, notification } from 'antd';
import { useEffect } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

let current: AppApi | null = null;

export function AppBridge() {
  const api = App.useApp();
  useEffect(() => {
    current = api;
    return () => {
      if (current === api) current = null;
    };
  }, [api]);
  return null;
}

type ConfirmConfig = Parameters<AppApi['modal']['confirm']>[0];

export function modalConfirm(config: ConfirmConfig): void {
  if (current) current.modal.confirm(config);
  else Modal.confirm(config);
}

export function notificationApi(): Pick<AppApi['notification'], 'success' | 'error'> {
  return current?.notification ?? notification;
}
