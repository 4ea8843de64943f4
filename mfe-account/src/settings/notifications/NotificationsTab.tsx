// Notifications tab (spec §2, §8): one switch, saved with "Save changes".
import { call } from '@cadence/shared-lib';
import { Button, Flex, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '../../i18n/namespace';
import { FormStatus, type FormStatusValue } from '../FormStatus';
import { failureStatus } from '../submit-outcome';
import type { AccountSettings } from '../account-settings';

export function NotificationsTab({ notifications }: { notifications: AccountSettings['notifications'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [postReminder, setPostReminder] = useState<boolean>(notifications.email.post_reminder);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  const save = async () => {
    setStatus(null);
    setBusy(true);
    try {
      await call('updateNotifications', { body: { notifications: { email: { post_reminder: postReminder } } } });
      setStatus({ type: 'success', text: t('notifications.saved') });
    } catch (error) {
      setStatus(failureStatus(error));
    }
    setBusy(false);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      style={{ maxWidth: 640 }}
    >
      <Typography.Title level={5}>{t('notifications.email')}</Typography.Title>
      <Flex gap="middle" align="center" style={{ marginBottom: 24 }}>
        <Switch checked={postReminder} onChange={setPostReminder} aria-labelledby={labelId} />
        <Typography.Text id={labelId}>{t('notifications.postReminder')}</Typography.Text>
      </Flex>
      <FormStatus status={status} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('saveChanges')}
      </Button>
    </form>
  );
}
